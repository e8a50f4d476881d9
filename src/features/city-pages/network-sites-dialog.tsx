import { Dialog } from '@/components/ui/dialog';
import { groupDomainsByCounty } from '@/domain/network';
import { siteLink } from '@/domain/network-links';
import type { OwnedDomain } from '@/domain/types';
import { useT } from '@/state/translator';
import '@/i18n/english-later';
import { CountyName } from '@/components/details/detail-parts';

interface NetworkSitesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: OwnedDomain;
  domains: readonly OwnedDomain[];
  hubUrl: string;
}

/** Every site of the network by county, opened by the network bar's "Twin Cities Network". */
export function NetworkSitesDialog({
  open,
  onOpenChange,
  current,
  domains,
  hubUrl,
}: NetworkSitesDialogProps) {
  const { t } = useT();
  const groups = groupDomainsByCounty(domains);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('city.network.title')}
      description={t('city.network.description')}
    >
      {groups.length === 0 ? (
        <p className="text-sm text-slate-700">{t('city.network.sitesUnavailable')}</p>
      ) : (
        <div className="space-y-4">
          {groups.map((group) => (
            <section key={group.county} aria-label={t('county', { county: group.county })}>
              <h3 className="text-sm font-semibold text-slate-900">
                <CountyName county={group.county} />
              </h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {group.domains.map((domain) => {
                  const link = siteLink(domain);
                  if (!link) return null;
                  const isCurrent = domain.domain === current.domain;
                  return (
                    <li key={domain.domain}>
                      <a
                        href={link.url}
                        aria-current={isCurrent ? 'page' : undefined}
                        className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-sm text-blue-800 hover:bg-slate-100 aria-[current=page]:border-slate-900 aria-[current=page]:font-semibold aria-[current=page]:text-slate-900"
                      >
                        <span lang="en">{domain.city}</span>
                        {isCurrent ? (
                          <span className="ml-1 text-xs">{t('city.network.thisSite')}</span>
                        ) : null}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
      <a
        href={hubUrl}
        className="mt-5 inline-flex min-h-11 items-center rounded-md bg-blue-700 px-4 text-sm font-medium text-white hover:bg-blue-800"
      >
        {t('city.network.openMap')}
      </a>
    </Dialog>
  );
}
