import { MAP_KIND_FEEDS } from '@/kinds/kind-feeds';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { useState } from 'react';
import { config } from '@/config';
import { useOwnedDomains } from '@/api/feeds/owned-domains';
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
import { ALL } from '@/domain/news-selection';
import { safeExternalUrl } from '@/domain/safe-url';
import type { OwnedDomain } from '@/domain/types';
import { DomainHeaderCard } from '@/features/city-pages/domain-header-card';
import { DomainLoading } from '@/features/city-pages/domain-loading';
import { DomainNotFound } from '@/features/city-pages/domain-not-found';
import { LocalNewsList } from '@/features/city-pages/local-news-list';
import { LocalDataPanel } from '@/features/city-pages/local-data-panel';
import { NetworkBar } from '@/features/city-pages/network-bar';
import { SiteLinks } from '@/features/city-pages/site-links';
import { useDocumentTitle } from '@/features/city-pages/use-document-title';
import { useDomainResolution } from '@/features/city-pages/use-domain-resolution';
import { useLocalMapState } from '@/features/city-pages/use-local-map-state';
import { useLocalNewsData } from '@/features/city-pages/use-local-news-data';
import { DetailsHost, preloadDetails } from '@/features/details/details-host';
import { useLinkedDetails } from '@/features/details/use-linked-details';
import { MetroMap } from '@/features/map/metro-map';
import { NetworkLayout } from '@/pages/layout/network-layout';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** What the city site shows: its local map, counts and news, and the header's LIVE. */
const CITY_SITE_FEEDS = [
  // the map's kinds, all of them (api/feeds/kind-feeds.ts)
  ...MAP_KIND_FEEDS,
  systemStatusFeed,
  weatherAlertsFeed,
  snowEmergenciesFeed,
];
const hubUrl = () => safeExternalUrl(config.parentSiteUrl) ?? '/';

interface SingleDomainSiteProps {
  /** Resolve this domain from the network list instead of the current host. */
  domainName?: string;
  /** How long the resolution may take before it counts as failed (ms). */
  resolveTimeoutMs?: number;
}

/** A network city host: this city's local news site on every path. */
export function SingleDomainSite({
  domainName,
  resolveTimeoutMs = DOMAIN_RESOLVE_TIMEOUT_MS,
}: SingleDomainSiteProps) {
  const { resolution, retry } = useDomainResolution(domainName, resolveTimeoutMs);
  if (resolution.state === 'loading') return <DomainLoading />;
  if (resolution.state !== 'ready') {
    return (
      <DomainNotFound
        requested={domainName ?? window.location.hostname}
        failed={resolution.state === 'failed'}
        onRetry={retry}
        onReturn={() => window.location.assign(hubUrl())}
      />
    );
  }
  return (
    <NetworkLayout mode="domain" domain={resolution.domain}>
      <FeedPolling feeds={CITY_SITE_FEEDS} />
      <CitySite key={resolution.domain.domain} domain={resolution.domain} />
    </NetworkLayout>
  );
}

function CitySite({ domain }: { domain: OwnedDomain }) {
  const { t } = useT();
  useDocumentTitle(cityPageTitle(domain.city));
  const domains = useOwnedDomains();
  const [mapState, setMapState] = useLocalMapState();
  const [category, setCategory] = useState(ALL);
  const local = useLocalNewsData(domain, { category, tag: ALL });
  const details = useLinkedDetails();
  const hub = hubUrl();
  return (
    <>
      <LazyWeatherPolling forecastAt={cityForecastPlace(domain).position} radar={mapState.radar} />
      <NetworkBar domain={domain} domains={domains.data} hubUrl={hub} />
      <main className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 sm:py-6">
        <DomainHeaderCard domain={domain} actions={<SiteLinks hubUrl={hub} />} />
        <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-4 lg:self-start">
            <LocalDataPanel
              layers={mapState.layers}
              onLayersChange={(layers) => setMapState({ layers })}
              radar={mapState.radar}
              onRadarChange={(radar) => setMapState({ radar })}
              counts={local.counts}
              categories={local.categories}
              category={local.filter.category}
              onCategoryChange={setCategory}
            />
          </div>
          <div className="min-w-0">
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
          </div>
        </div>
        <PanelBoundary name={t('app.panel.forecast')}>
          <LazyForecastPanel {...cityForecast(domain)} />
        </PanelBoundary>
        <PanelBoundary name={t('app.panel.latestLocalNews')}>
          <LocalNewsList
            variant="latest"
            items={local.news.slice(0, CAPS.cityHostLatestNews)}
            feed={local.newsFeed}
          />
        </PanelBoundary>
      </main>
      <DetailsHost opened={details.opened} onClose={details.close} />
    </>
  );
}
