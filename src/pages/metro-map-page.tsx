import { transitFeed } from '@/api/feeds/transit';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { weatherStationsFeed } from '@/api/feeds/weather-stations';
import { newsFeed } from '@/api/feeds/news';
import { camerasFeed } from '@/api/feeds/cameras';
import { Suspense, useCallback, useState } from 'react';
import { FeedPolling } from '@/api/feeds/polling';
import { weatherAlertsFeed } from '@/api/feeds/weather-alerts';
import { PanelBoundary } from '@/components/panel-boundary';
import { MAP_FOCUS_ZOOM, TWIN_CITIES_CENTER } from '@/domain/constants';
import type { Place } from '@/domain/place-search';
import { DetailsHost, preloadDetails } from '@/features/details/details-host';
import { useLinkedDetails } from '@/features/details/use-linked-details';
import { MetroMap, type MapFocus } from '@/features/map/metro-map';
import { useMapUrlState } from '@/features/map/use-map-url-state';
import { NetworkLayout } from '@/pages/layout/network-layout';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { LazyWeatherPolling } from './lazy-weather-polling';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { lazyChunk } from '@/lib/load-chunk';
import { t } from '@/i18n/translate';

// Below the map, so not part of the first download (the bundle budget for `/`), and downloaded
// after the first paint, never in front of it.
const MetroMapBelow = lazyChunk(() =>
  import('./metro-map-below').then((module) => module.MetroMapBelow),
);

/** What the page shows: the map and its cards, the live-status panel, the header's LIVE. */
const METRO_PAGE_FEEDS = [
  camerasFeed,
  newsFeed,
  weatherStationsFeed,
  systemStatusFeed,
  serverWeatherFeed,
  transitFeed,
  weatherAlertsFeed,
];

/**
 * Holds the place of the parts below the map while their code loads, at about their height
 * (two columns of panels on tablets, three on desktops), so the footer does not jump.
 */
function BelowTheMapSkeleton() {
  return (
    <div aria-hidden="true" className="min-h-[3350px] space-y-8 lg:min-h-[2030px]">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <div className="h-80 rounded-xl bg-slate-100" />
        <div className="h-80 rounded-xl bg-slate-100" />
        <div className="h-80 rounded-xl bg-slate-100" />
      </div>
    </div>
  );
}

/** `/` on tablets and desktops: the interactive metro map, what is near the visitor, and cards. */
export function MetroMapPage() {
  const panel = usePanelHeight();
  const [view, setView] = useMapUrlState();
  const details = useLinkedDetails();
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const painted = useFirstPaintDone();

  const showPlace = useCallback(
    (place: Place) => {
      setFocus((previous) => ({
        key: Number(previous?.key ?? 0) + 1,
        position: place.position,
        label: place.name,
      }));
      setView({ view: 'map', zoom: Math.max(view.zoom, MAP_FOCUS_ZOOM) });
      document.getElementById('map')?.scrollIntoView?.({ block: 'nearest' });
    },
    [setView, view.zoom],
  );

  return (
    <NetworkLayout mode="network">
      <FeedPolling feeds={METRO_PAGE_FEEDS} />
      <LazyWeatherPolling forecastAt={TWIN_CITIES_CENTER} radar={view.radar} />
      <main className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:py-8">
        <header className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {t('app.metroPage.title')}
          </h1>
          <p className="text-base text-slate-700">{t('app.metroPage.subtitle')}</p>
        </header>
        <PanelBoundary name={t('app.panel.map')}>
          <MetroMap
            state={view}
            onStateChange={setView}
            focus={focus}
            onOpenDetails={details.open}
            onPreloadDetails={preloadDetails}
            height={panel.cssHeight}
          />
        </PanelBoundary>
        <PanelBoundary name={t('app.panel.belowMap')}>
          {painted ? (
            <Suspense fallback={<BelowTheMapSkeleton />}>
              <MetroMapBelow layers={view.layers} onOpen={details.open} onShow={showPlace} />
            </Suspense>
          ) : (
            <BelowTheMapSkeleton />
          )}
        </PanelBoundary>
      </main>
      <DetailsHost opened={details.opened} onClose={details.close} />
    </NetworkLayout>
  );
}
