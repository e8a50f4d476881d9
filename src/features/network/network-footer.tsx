import ExternalLinkIcon from 'lucide-react/icons/external-link';
import MapPinIcon from 'lucide-react/icons/map-pin';
import { useId } from 'react';
import { useOwnedDomains } from '@/api/feeds/owned-domains';
import { config } from '@/config';
import { COPYRIGHT_YEAR } from '@/domain/constants';
import { countDomainsInCounty, footerCommunities } from '@/domain/network';
import type { OwnedDomain } from '@/domain/types';
import { CommunityLink } from './community-link';
import { Trans } from '@/components/trans';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

export interface NetworkFooterProps {
  /** The site being shown (domain mode): its county is "current" and it is never listed. */
  currentDomain?: OwnedDomain | null;
  /** Network mode: the county of the suggested site (chosen city, position or metro) is current. */
  fallbackCounty?: string | null;
}

/** Names stay exactly "Network Hub" / "All Sites"; the new-tab note is their description. */
function ParentLink({ children, hintId }: { children: string; hintId: string }) {
  return (
    <a
      href={config.parentSiteUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={hintId}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-600 px-4 text-sm font-semibold text-white hover:bg-slate-800"
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
    </a>
  );
}

/** The network footer: county badge, other local communities, parent-site links, copyright. */
export function NetworkFooter({ currentDomain = null, fallbackCounty = null }: NetworkFooterProps) {
  const { t, tp } = useT();
  const listId = useId();
  const hintId = useId();
  const { data: domains, pending, failure } = useOwnedDomains();
  const county = currentDomain?.county || fallbackCounty || '';
  const communities = domains ? footerCommunities(domains, currentDomain) : [];
  const count = domains && county ? countDomainsInCounty(domains, county) : null;
  const networkName = t('app.footer.networkName', { app: t('title.app') });
  return (
    <footer className="mt-10 bg-slate-900 text-slate-100 [&_:focus-visible]:outline-sky-300">
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-lg font-bold text-white">{networkName}</p>
            <p className="text-sm text-slate-300">{t('app.footer.tagline')}</p>
          </div>
          {county && count !== null ? (
            <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-800 px-3 py-1 text-sm font-medium text-slate-100 ring-1 ring-slate-600">
              <MapPinIcon aria-hidden="true" className="size-4" />
              {tp('app.footer.countySites', count, { county })}
            </p>
          ) : null}
        </div>

        <h2 id={listId} className="mt-8 text-base font-semibold text-white">
          {t('app.footer.communities')}
        </h2>
        {pending ? <p className="mt-2 text-sm text-slate-300">{t('app.footer.loading')}</p> : null}
        {failure ? <p className="mt-2 text-sm text-red-200">{t('app.footer.failed')}</p> : null}
        {domains && communities.length === 0 ? (
          <p className="mt-2 text-sm text-slate-300">{t('app.footer.empty')}</p>
        ) : null}
        {communities.length > 0 ? (
          <ul
            aria-labelledby={listId}
            className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4"
          >
            {communities.map((domain) => (
              <li key={domain.id}>
                <CommunityLink
                  domain={domain}
                  className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-800"
                >
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full ring-1 ring-white/40"
                    style={{ backgroundColor: domain.brandColor }}
                  />
                  <span className="min-w-0">
                    <span lang="en" className="block font-medium text-white">
                      {domain.city}
                    </span>
                    <span className="block break-words text-slate-300">
                      {domain.county ? (
                        <Trans
                          text={t('app.footer.communityPlace')}
                          parts={{
                            county: <span lang="en">{domain.county}</span>,
                            domain: <span lang="en">{domain.domain}</span>,
                          }}
                        />
                      ) : (
                        <span lang="en">{domain.domain}</span>
                      )}
                    </span>
                  </span>
                </CommunityLink>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-700 pt-6">
          <div className="flex flex-wrap gap-2">
            <ParentLink hintId={hintId}>{t('app.footer.hub')}</ParentLink>
            <ParentLink hintId={hintId}>{t('app.footer.allSites')}</ParentLink>
            <span id={hintId} className="sr-only">
              {t('app.footer.parentHint')}
            </span>
          </div>
          <p className="text-sm text-slate-300">
            {t('app.footer.copyright', { year: COPYRIGHT_YEAR, network: networkName })}
          </p>
        </div>
      </div>
    </footer>
  );
}
