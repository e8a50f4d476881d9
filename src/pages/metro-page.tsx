import { Suspense } from 'react';
import { RouteLoading } from '@/pages/route-loading';
import { PanelBoundary } from '@/components/panel-boundary';
import { CompactViewSkeleton } from '@/pages/phone/compact-view-skeleton';
import { PHONE_MEDIA_QUERY } from '@/domain/constants';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { matchesMedia } from '@/lib/match-media';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { FeedPolling } from '@/api/feeds/polling';
import { weatherAlertsFeed } from '@/entities/weather-alert/feed';
import { WeatherAlertSlot } from '@/entities/weather-alert/weather-alert-slot';
import { snowEmergenciesFeed } from '@/entities/snow-emergency/feed';
import { SnowEmergencySlot } from '@/entities/snow-emergency/ui/snow-emergency-slot';
import { useT } from '@/state/translator';

/** What the phone's page polls besides its view's feeds. */
const PHONE_PAGE_FEEDS = [weatherAlertsFeed, snowEmergenciesFeed];

// Each screen size downloads only its own view. index.html preloads the right one next to the
// entry script (media-conditioned links, see src/build/first-screen-preloads.ts), so neither waits.
const compactLiveView = preloadableLazy(() =>
  import('@/pages/phone/compact-live-view').then((module) => module.CompactLiveView),
);
const metroMapPage = preloadableLazy(() =>
  import('./metro-map-page').then((module) => module.MetroMapPage),
);
const CompactLiveView = compactLiveView.Component;
const MetroMapPage = metroMapPage.Component;

/**
 * Loads `/`'s view for this screen size. Awaited before the first render (it is already on its way),
 * so that render draws the view itself rather than its fallback. The map's markers are not waited
 * for: they render after the first paint (issue 44), their code loaded then.
 */
export function loadMetroPageView(): Promise<unknown> {
  if (matchesMedia(PHONE_MEDIA_QUERY)) return compactLiveView.preload();
  return metroMapPage.preload();
}

/** `/`: the compact live-news view on phones (< 768 px), the metro map page elsewhere. */
export function MetroPage() {
  const { t } = useT();
  return useBreakpoint() === 'phone' ? (
    <PanelBoundary key="phone" name={t('app.panel.liveView')} wholePage>
      <FeedPolling feeds={PHONE_PAGE_FEEDS} />
      <Suspense fallback={<CompactViewSkeleton />}>
        <CompactLiveView
          alerts={<WeatherAlertSlot tone="dark" className="mb-4" />}
          notices={<SnowEmergencySlot city={null} tone="dark" />}
        />
      </Suspense>
    </PanelBoundary>
  ) : (
    <PanelBoundary key="map" name={t('app.panel.mapPage')} wholePage>
      <Suspense fallback={<RouteLoading />}>
        <MetroMapPage />
      </Suspense>
    </PanelBoundary>
  );
}
