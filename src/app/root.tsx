import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { HubRoutes } from './hub-routes';
import { PanelBoundary } from '@/components/panel-boundary';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { lazyChunk } from '@/lib/load-chunk';

const SingleDomainSite = lazyChunk(() =>
  import('@/pages/single-domain-site').then((module) => module.SingleDomainSite),
);

export type SiteKind = 'hub' | 'city';

/** The whole app for one host: the hub's routes, or a city's single-domain site on every path. */
export function Root({ client, site }: { client: QueryClient; site: SiteKind }) {
  return (
    <AppProviders client={client}>
      {site === 'hub' ? (
        <HubRoutes />
      ) : (
        <PanelBoundary name="The local news page" wholePage>
          <Suspense fallback={<DomainLoading />}>
            <SingleDomainSite />
          </Suspense>
        </PanelBoundary>
      )}
    </AppProviders>
  );
}
