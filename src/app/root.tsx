import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { HubRoutes } from './hub-routes';
import { DomainLoading } from '@/features/domain/domain-loading';

const SingleDomainSite = lazy(() =>
  import('@/pages/single-domain-site').then((module) => ({ default: module.SingleDomainSite })),
);

export type SiteKind = 'hub' | 'city';

/** The whole app for one host: the hub's routes, or a city's single-domain site on every path. */
export function Root({ client, site }: { client: QueryClient; site: SiteKind }) {
  return (
    <AppProviders client={client}>
      {site === 'hub' ? (
        <HubRoutes />
      ) : (
        <Suspense fallback={<DomainLoading />}>
          <SingleDomainSite />
        </Suspense>
      )}
    </AppProviders>
  );
}
