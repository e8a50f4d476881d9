import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { HubRoutes } from './hub-routes';
import { PanelBoundary } from '@/components/panel-boundary';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { lazyChunk } from '@/lib/load-chunk';
import { useT } from '@/state/translator';

const SingleDomainSite = lazyChunk(() =>
  import('@/pages/single-domain-site').then((module) => module.SingleDomainSite),
);

export type SiteKind = 'hub' | 'city';

/**
 * The site for one host. It reads the words, so a new language re-renders everything below it (and
 * re-mounts nothing: an open dialog, the focus, the scroll and the feeds stay).
 */
function Site({ site }: { site: SiteKind }) {
  const { t } = useT();
  return site === 'hub' ? (
    <HubRoutes />
  ) : (
    <PanelBoundary name={t('app.panel.localNewsPage')} wholePage>
      <Suspense fallback={<DomainLoading />}>
        <SingleDomainSite />
      </Suspense>
    </PanelBoundary>
  );
}

/** The whole app for one host: the hub's routes, or a city's single-domain site on every path. */
export function Root({ client, site }: { client: QueryClient; site: SiteKind }) {
  return (
    <AppProviders client={client}>
      <Site site={site} />
    </AppProviders>
  );
}
