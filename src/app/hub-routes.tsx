import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/pages/not-found-page';
import { MetroPage } from '@/pages/metro-page';
import { RouteLoading } from './route-loading';

// Split by route: the first screen of `/` does not download the city pages.
const DomainPage = lazy(() =>
  import('@/pages/domain-page').then((module) => ({ default: module.DomainPage })),
);

/** The hub (and localhost): the metro map, the city pages and the 404. */
export function HubRoutes() {
  return (
    <Switch>
      <Route path="/">
        <MetroPage />
      </Route>
      <Route path="/domain/:domainName">
        {(params) => (
          <Suspense fallback={<RouteLoading />}>
            <DomainPage domainName={params.domainName} />
          </Suspense>
        )}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
