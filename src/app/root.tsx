import { Fragment, Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { HubRoutes } from './hub-routes';
import { PanelBoundary } from '@/components/panel-boundary';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { lazyChunk } from '@/lib/load-chunk';
import { useActiveLanguage } from '@/state/language';
import { t } from '@/i18n/translate';

const SingleDomainSite = lazyChunk(() =>
  import('@/pages/single-domain-site').then((module) => module.SingleDomainSite),
);

export type SiteKind = 'hub' | 'city';

/**
 * Every word is read from the active catalog while rendering, so a new language re-mounts the tree
 * below the providers: nothing memoised keeps an old word. Feeds, the visitor's choices and the URL
 * live above it and stay.
 */
export function InActiveLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useActiveLanguage()}>{children}</Fragment>;
}

/** The whole app for one host: the hub's routes, or a city's single-domain site on every path. */
export function Root({ client, site }: { client: QueryClient; site: SiteKind }) {
  return (
    <AppProviders client={client}>
      <InActiveLanguage>
        {site === 'hub' ? (
          <HubRoutes />
        ) : (
          <PanelBoundary name={t('app.panel.localNewsPage')} wholePage>
            <Suspense fallback={<DomainLoading />}>
              <SingleDomainSite />
            </Suspense>
          </PanelBoundary>
        )}
      </InActiveLanguage>
    </AppProviders>
  );
}
