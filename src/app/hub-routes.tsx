import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/pages/not-found-page';
import { MetroPage } from '@/pages/metro-page';
import { PanelBoundary } from '@/components/panel-boundary';
import { lazyChunk } from '@/lib/load-chunk';
import { RouteLoading } from '@/pages/route-loading';
import { useT } from '@/state/translator';

// Split by route: the first screen of `/` does not download the city pages.
const DomainPage = lazyChunk(() =>
  import('@/pages/domain-page').then((module) => module.DomainPage),
);

/** The hub (and localhost): the metro map, the city pages and the 404. */
export function HubRoutes() {
  const { t } = useT();
  return (
    <Switch>
      <Route path="/">
        <MetroPage />
      </Route>
      <Route path="/domain/:domainName">
        {(params) => (
          <PanelBoundary key={params.domainName} name={t('app.panel.cityPage')} wholePage>
            <Suspense fallback={<RouteLoading />}>
              <DomainPage domainName={params.domainName} />
            </Suspense>
          </PanelBoundary>
        )}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
