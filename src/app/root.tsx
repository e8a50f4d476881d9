import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { HubRoutes } from './hub-routes';
import { SingleDomainSite } from '@/pages/single-domain-site';

export type SiteKind = 'hub' | 'city';

/** The whole app for one host: the hub's routes, or a city's single-domain site on every path. */
export function Root({ client, site }: { client: QueryClient; site: SiteKind }) {
  return (
    <AppProviders client={client}>
      {site === 'hub' ? <HubRoutes /> : <SingleDomainSite />}
    </AppProviders>
  );
}
