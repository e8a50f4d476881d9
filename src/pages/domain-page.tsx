import { MAP_KIND_FEEDS } from '@/kinds/kind-feeds';
import { transitFeed } from '@/api/feeds/transit';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FeedPolling } from '@/api/feeds/polling';
import { cityForecastPlace } from '@/domain/forecast-place';
import { cityForecast } from '@/words/forecast-place';
import { LazyForecastPanel } from '@/entities/forecast/lazy-forecast-panel';
import { LazyWeatherPolling } from './lazy-weather-polling';
import { weatherAlertsFeed } from '@/entities/weather-alert/feed';
import { snowEmergenciesFeed } from '@/entities/snow-emergency/feed';
import { PanelBoundary } from '@/components/panel-boundary';
import { CAPS, DOMAIN_RESOLVE_TIMEOUT_MS } from '@/domain/constants';
import { cityPageTitle } from '@/words/document-title';
import { NO_NEWS_FILTER } from '@/domain/news-selection';
import type { OwnedDomain } from '@/domain/types';
import { DomainBreadcrumb } from '@/features/city-pages/domain-breadcrumb';
import { DomainHeaderCard } from '@/features/city-pages/domain-header-card';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { DomainNotFound } from '@/features/city-pages/domain-not-found';
import { FilterPanel } from '@/features/city-pages/filter-panel';
import { LocalNewsList } from '@/features/city-pages/local-news-list';
import { useDocumentTitle } from '@/features/city-pages/use-document-title';
import { useDomainResolution } from '@/features/city-pages/use-domain-resolution';
import { useLocalMapState } from '@/features/city-pages/use-local-map-state';
import { useLocalNewsData } from '@/features/city-pages/use-local-news-data';
import { DetailsHost, preloadDetails } from '@/features/details/details-host';
import { useLinkedDetails } from '@/features/details/use-linked-details';
import { MetroMap } from '@/features/map/metro-map';
import { NetworkLayout, snowCityOf } from '@/pages/layout/network-layout';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** What the page shows: the local map and counts, the live-status panel, the header's LIVE. */
const DOMAIN_PAGE_FEEDS = [
  // the map's kinds, all of them (api/feeds/kind-feeds.ts)
  ...MAP_KIND_FEEDS,
  systemStatusFeed,
  serverWeatherFeed,
  transitFeed,
  weatherAlertsFeed,
  snowEmergenciesFeed,
];

/** `/domain/{domainName}` on the hub: one city's local news, map and filters. */
export function DomainPage({
  domainName = '',
  resolveTimeoutMs = DOMAIN_RESOLVE_TIMEOUT_MS,
}: {
  domainName?: string;
  /** How long the domain list may take before the page gives up (ms). */
  resolveTimeoutMs?: number;
}) {
  const [, navigate] = useLocation();
  const { resolution, retry } = useDomainResolution(domainName, resolveTimeoutMs);
  if (resolution.state === 'loading') return <DomainLoading />;
  if (resolution.state !== 'ready') {
    return (
      <DomainNotFound
        requested={domainName}
        failed={resolution.state === 'failed'}
        onRetry={retry}
        onReturn={() => navigate('/')}
      />
    );
  }
  const { domain } = resolution;
  return (
    <NetworkLayout mode="network" alertCounty={domain.county} snowCity={snowCityOf(domain)}>
      <FeedPolling feeds={DOMAIN_PAGE_FEEDS} />
      <DomainLocalNews key={domain.domain} domain={domain} />
    </NetworkLayout>
  );
}

function DomainLocalNews({ domain }: { domain: OwnedDomain }) {
  const { t } = useT();
  useDocumentTitle(cityPageTitle(domain.city));
  const [mapState, setMapState] = useLocalMapState();
  const [requestedFilter, setFilter] = useState(NO_NEWS_FILTER);
  const local = useLocalNewsData(domain, requestedFilter);
  const details = useLinkedDetails();
  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 sm:py-6">
      <LazyWeatherPolling forecastAt={cityForecastPlace(domain).position} radar={mapState.radar} />
      <DomainBreadcrumb city={domain.city} />
      <DomainHeaderCard domain={domain} />
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside
          aria-label={t('app.domainPage.filters')}
          className="lg:sticky lg:top-4 lg:self-start"
        >
          <FilterPanel
            layers={mapState.layers}
            onLayersChange={(layers) => setMapState({ layers })}
            radar={mapState.radar}
            onRadarChange={(radar) => setMapState({ radar })}
            counts={local.counts}
            categories={local.categories}
            tags={local.tags}
            newsLoading={!local.newsFeed.hasData && !local.newsFeed.failed}
            filter={local.filter}
            onFilterChange={setFilter}
          />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          <PanelBoundary name={t('app.panel.map')}>
            <MetroMap
              domain={domain}
              state={mapState}
              onStateChange={setMapState}
              newsFilter={local.newsFilter}
              showControls={false}
              onOpenDetails={details.open}
              onPreloadDetails={preloadDetails}
            />
          </PanelBoundary>
          <PanelBoundary name={t('app.panel.forecast')}>
            <LazyForecastPanel {...cityForecast(domain)} />
          </PanelBoundary>
          <PanelBoundary name={t('app.panel.recentLocalNews')}>
            <LocalNewsList
              variant="recent"
              items={local.news.slice(0, CAPS.domainRecentNews)}
              feed={local.newsFeed}
            />
          </PanelBoundary>
        </div>
      </div>
      <DetailsHost opened={details.opened} onClose={details.close} />
    </main>
  );
}
