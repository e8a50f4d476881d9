import { Route, Switch } from 'wouter';
import { NotFoundPage } from '@/pages/not-found-page';
import { MetroPage } from '@/pages/metro-page';
import { DomainPage } from '@/pages/domain-page';

/** The hub (and localhost): the metro map, the city pages and the 404. */
export function HubRoutes() {
  return (
    <Switch>
      <Route path="/">
        <MetroPage />
      </Route>
      <Route path="/domain/:domainName">
        {(params) => <DomainPage domainName={params.domainName} />}
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}
