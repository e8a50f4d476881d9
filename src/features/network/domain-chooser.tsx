import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useId } from 'react';
import { Link } from 'wouter';
import { useOwnedDomains } from '@/api/feeds/owned-domains';
import { textOnBrand } from '@/domain/contrast';
import { groupDomainsByCounty } from '@/domain/network';
import type { OwnedDomain } from '@/domain/types';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

function DomainCard({ domain }: { domain: OwnedDomain }) {
  const { t } = useT();
  return (
    <li className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-base font-bold"
          style={{
            backgroundColor: domain.brandColor,
            color: textOnBrand(domain.brandColor),
          }}
        >
          {domain.city.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h4 lang="en" className="text-base leading-snug font-semibold text-slate-900">
            {domain.city}
          </h4>
          <p lang="en" className="text-sm [overflow-wrap:anywhere] text-slate-600">
            {domain.domain}
          </p>
        </div>
      </div>
      {domain.description ? (
        <p lang="en" className="mt-2 flex-1 text-sm text-slate-700">
          {domain.description}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      <Link
        href={`/domain/${encodeURIComponent(domain.domain)}`}
        aria-label={t('app.chooser.localPageFor', { city: domain.city })}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 self-start rounded-md border border-slate-300 px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50"
      >
        {t('app.chooser.localPage')}
        <ArrowRightIcon aria-hidden="true" className="size-4" />
      </Link>
    </li>
  );
}

/** "Select Your Local News Site": every site, grouped under its county. */
export function DomainChooser() {
  const { t, tp } = useT();
  const headingId = useId();
  const { data: domains, pending, failure } = useOwnedDomains();
  const groups = domains ? groupDomainsByCounty(domains) : [];
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('app.chooser.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('app.chooser.intro')}</p>
      {pending ? <p className="mt-4 text-sm text-slate-700">{t('app.chooser.loading')}</p> : null}
      {failure ? (
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('app.chooser.failed')}
        </p>
      ) : null}
      {domains && groups.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('app.chooser.empty')}</p>
      ) : null}
      <div className="mt-4 space-y-6">
        {groups.map((group) => (
          <div key={group.county}>
            <h3 className="mb-2 flex items-baseline gap-2 text-lg font-semibold text-slate-900">
              <span>
                {group.county === 'Other' ? (
                  t('app.chooser.otherAreas')
                ) : (
                  <Trans
                    text={t('county')}
                    parts={{ county: <span lang="en">{group.county}</span> }}
                  />
                )}
              </span>
              <span className="text-sm font-normal text-slate-600">
                {tp('app.chooser.siteCount', group.domains.length)}
              </span>
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {group.domains.map((domain) => (
                <DomainCard key={domain.id} domain={domain} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
