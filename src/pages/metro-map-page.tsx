import { MAP_KIND_FEEDS } from '@/kinds/kind-feeds';
import { transitFeed } from '@/api/feeds/transit';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { FeedPolling } from '@/api/feeds/polling';
import { weatherAlertsFeed } from '@/entities/weather-alert/feed';
import { snowEmergenciesFeed } from '@/entities/snow-emergency/feed';
import { PanelBoundary } from '@/components/panel-boundary';
import { MAP_FOCUS_ZOOM, TWIN_CITIES_CENTER } from '@/domain/constants';
import type { MapUrlState } from '@/kinds/map-url-state';
import type { Place } from '@/domain/place-search';
import { DetailsHost, preloadDetails } from '@/features/details/details-host';
import { useLinkedDetails, type LinkedDetails } from '@/features/details/use-linked-details';
import { MetroMap, type MapFocus } from '@/features/map/metro-map';
import { useMapUrlState } from '@/features/map/use-map-url-state';
import { NetworkLayout } from '@/pages/layout/network-layout';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { LazyWeatherPolling } from './lazy-weather-polling';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { lazyChunk } from '@/lib/load-chunk';
import { useT } from '@/state/translator';

// Below the map, so not part of the first download (the bundle budget for `/`), and downloaded
// after the first paint, never in front of it.
const loadBelow = () => import('./metro-map-below');
const MetroMapBelow = lazyChunk(() => loadBelow().then((module) => module.MetroMapBelow));

/** What the page shows: the map and its cards, the live-status panel, the header's LIVE. */
const METRO_PAGE_FEEDS = [
  // the map's kinds, all of them (api/feeds/kind-feeds.ts)
  ...MAP_KIND_FEEDS,
  systemStatusFeed,
  serverWeatherFeed,
  transitFeed,
  weatherAlertsFeed,
  snowEmergenciesFeed,
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

/**
 * A callback whose identity never changes and that calls the latest `callback`: for handlers passed
 * to memoised parts, which a handler rebuilt from changing state would re-render. Call it from
 * events and effects only. Kept in this module: it is this page's alone, and a module of its own
 * would only add a file to read.
 */
function useEventCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

// A layer, style or zoom change rewrites the URL and re-renders the page's content: these parts do
// not read the map's state, so they are memoised and keep out of that render (issue 26: a layer
// toggle ≤ 50 ms).
const QuietFeedPolling = memo(FeedPolling);
const QuietWeatherPolling = memo(LazyWeatherPolling);
const QuietDetailsHost = memo(DetailsHost);

/** The page's title: the same words for every state of the map. */
const PageTitle = memo(function PageTitle() {
  const { t } = useT();
  return (
    <header className="space-y-1">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {t('app.metroPage.title')}
      </h1>
      <p className="text-base text-slate-700">{t('app.metroPage.subtitle')}</p>
    </header>
  );
});

/** Below the map; re-rendered only for what it shows (the layers, for the live numbers). */
const BelowTheMap = memo(function BelowTheMap({
  painted,
  layers,
  onOpen,
  onShow,
}: {
  painted: boolean;
  layers: MapUrlState['layers'];
  onOpen: LinkedDetails['open'];
  onShow: (place: Place) => void;
}) {
  // Once the code is here, a state update renders it: alone, Suspense's retry is interruptible
  // work, which the clock's tick can restart again and again on a busy machine. The page's own
  // re-renders used to do this; memoised, nothing else re-renders this part. The update is marked
  // with `startTransition`, as the markers' first draw is (decision 025): React renders the cards
  // and panels in slices that yield to the browser, not in one task after the paint (issue 44:
  // none over 50 ms), and renders it whole once it has waited 5 s, so the tick cannot starve it.
  const { t } = useT();
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!painted) return;
    let live = true;
    loadBelow().then(
      () => live && startTransition(() => setArrived(true)),
      () => undefined, // The lazy part shows the failure in its panel.
    );
    return () => {
      live = false;
    };
  }, [painted]);
  return (
    <PanelBoundary name={t('app.panel.belowMap')}>
      {painted ? (
        <Suspense fallback={<BelowTheMapSkeleton />}>
          <MetroMapBelow layers={layers} onOpen={onOpen} onShow={onShow} />
        </Suspense>
      ) : (
        <BelowTheMapSkeleton />
      )}
    </PanelBoundary>
  );
});

/** `/` on tablets and desktops: the interactive metro map, what is near the visitor, and cards. */
export function MetroMapPage() {
  // The layout (header, clock, chooser, footer) is outside the part that reads the URL, so a change
  // of the map's state never re-renders it.
  return (
    <NetworkLayout mode="network">
      <MetroMapPageContent />
    </NetworkLayout>
  );
}

function MetroMapPageContent() {
  const { t } = useT();
  const panel = usePanelHeight();
  const [view, setView] = useMapUrlState();
  const details = useLinkedDetails();
  // The details' handlers are rebuilt with every URL change (`?camera=` lives there too).
  const open = useEventCallback(details.open);
  const close = useEventCallback(details.close);
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const painted = useFirstPaintDone();

  const showPlace = useEventCallback((place: Place) => {
    setFocus((previous) => ({
      key: Number(previous?.key ?? 0) + 1,
      position: place.position,
      label: place.name,
    }));
    setView({ view: 'map', zoom: Math.max(view.zoom, MAP_FOCUS_ZOOM) });
    document.getElementById('map')?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <>
      <QuietFeedPolling feeds={METRO_PAGE_FEEDS} />
      <QuietWeatherPolling forecastAt={TWIN_CITIES_CENTER} radar={view.radar} />
      <main className="mx-auto w-full max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:py-8">
        <PageTitle />
        <PanelBoundary name={t('app.panel.map')}>
          <MetroMap
            state={view}
            onStateChange={setView}
            focus={focus}
            onOpenDetails={open}
            onPreloadDetails={preloadDetails}
            height={panel.cssHeight}
          />
        </PanelBoundary>
        <BelowTheMap painted={painted} layers={view.layers} onOpen={open} onShow={showPlace} />
      </main>
      <QuietDetailsHost opened={details.opened} onClose={close} />
    </>
  );
}
