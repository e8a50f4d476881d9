/* Over 300 lines: the phone map, its expand control, the summary line and the selected point's
 * sheet share one selection and one view state; split up, they would pass both around.
 */
import Maximize2Icon from 'lucide-react/icons/maximize-2';
import RadioTowerIcon from 'lucide-react/icons/radio-tower';
import XIcon from 'lucide-react/icons/x';
import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useCameras } from '@/entities/camera/feed';
import { useNews } from '@/entities/news/feed';
import { FallbackOnError } from '@/components/fallback-on-error';
import { FeedFreshness } from '@/components/feed-freshness';
import { Trans } from '@/components/trans';
import type { OpenDetails } from '@/components/map/map-item-open';
import { Button } from '@/components/ui/button';
import { SwitchButton } from '@/components/ui/switch-button';
import { MapSurface } from '@/features/map/map-surface';
import { useMapView } from '@/components/map/use-map-view';
import { selectMapPoints } from '@/domain/compact-view';
import { areaName, livePointsLabel } from '@/words/compact-view';
import { REFRESH_MS, TWIN_CITIES_CENTER } from '@/domain/constants';
import {
  MAP_KIND_LIST,
  MAP_KINDS,
  MAP_LAYER_KEYS,
  type MapItemRef,
  type MapItems,
  type MapKind,
  type MapLayers,
} from '@/kinds/map-kinds';
import { countText } from '@/kinds/layer-count-text';
import { HOME_VIEW } from '@/domain/map-view';
import type { ViewAnchor } from '@/domain/map-view-state';
import { project } from '@/domain/projection';
import type { Placed } from '@/domain/map-items';
import type { Camera, LatLng, NewsItem, TransitPoint } from '@/domain/types';
import { useMarkedCameraIds } from '@/entities/camera/use-marked-camera-ids';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { useT } from '@/state/translator';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { mapHint } from './compact-view-frame';
import { PanelMessage } from './panel-status';

type Selection = { kind: MapKind; id: string };
type Located<T> = T & { position: LatLng };

/** The phone map shows the whole metro box; its points are picked to spread over it. */
const PHONE_HOME: ViewAnchor = { view: HOME_VIEW, fixed: project(TWIN_CITIES_CENTER) };
/**
 * The phone's map draws cameras, news and the METRO vehicles (not the stations: the nearest one's
 * departures are under the map), by design; every other kind's layer is off.
 */
const PHONE_KINDS: readonly MapKind[] = ['camera', 'news', 'transit'];
const PHONE_LAYERS = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [MAP_KINDS[kind].layer, PHONE_KINDS.includes(kind)]),
) as MapLayers;
/** Every layer empty: the phone fills only its own kinds'. */
const NO_ITEMS = Object.fromEntries(MAP_LAYER_KEYS.map((key) => [key, []])) as unknown as MapItems;

// The counties under a weather alert, handed to the surface: their outlines and the alert rules
// load after the first paint. One element, so no re-render of the map re-renders the tint.
const CountyAlertLayer = lazyChunk(() =>
  import('@/entities/weather-alert/county-alert-tint').then((module) => module.CountyAlertLayer),
);
const METRO_ALERTS = (
  <Suspense fallback={null}>
    <CountyAlertLayer county={null} />
  </Suspense>
);

// The selected point's details (a live still, the star): loaded after the first paint, so a tap
// finds them ready.
const selectionDetails = preloadableLazy(() =>
  import('./live-map-selection').then((module) => module.SelectionDetails),
);
const SelectionDetails = selectionDetails.Component;

// Live transit (its NexTrip polling, vehicles and nearest station): after the first paint.
const LiveMapTransit = lazyChunk(() =>
  import('./live-map-transit').then((module) => module.LiveMapTransit),
);
const NO_VEHICLES: Placed<TransitPoint>[] = [];

/**
 * The two map feeds' freshness: the newer update, failed when either refresh failed (a feed whose
 * first load failed has its own message under the map). It reads them itself, so a refresh that
 * brings the same points re-renders this line, not the map.
 */
function MapFeedsFreshness() {
  const cameras = useCameras();
  const news = useNews();
  return (
    <FeedFreshness
      tone="dark"
      className="justify-end"
      updatedAt={Math.max(cameras.updatedAt, news.updatedAt)}
      intervalMs={REFRESH_MS.trafficCams}
      failed={[cameras, news].some((feed) => feed.failure !== null && feed.data !== undefined)}
    />
  );
}

/** The schematic map with up to 8 cameras and 5 stories, the area card and the tapped marker's details. */
export function LiveMapPanel({
  headingId,
  cityName,
  center,
  radar = false,
  onRadarChange = () => undefined,
}: {
  headingId: string;
  cityName: string | null;
  center: LatLng | null;
  /** The radar layer (the view keeps it, so the page can poll the radar's time while it is on). */
  radar?: boolean;
  onRadarChange?: (on: boolean) => void;
}) {
  const { t } = useT();
  const panel = usePanelHeight();
  const cameras = useCameras();
  const news = useNews();
  const [zoom, setZoom] = useState(PHONE_HOME.view.zoom);
  const control = useMapView({ home: PHONE_HOME, zoom, setZoom });
  const markedCameraIds = useMarkedCameraIds();
  const [selected, setSelected] = useState<Selection | null>(null);
  const markerButton = useRef<HTMLElement | null>(null);
  const details = useRef<HTMLElement | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    // A failed download is retried when a point is selected, with its error boundary.
    void afterFirstContentfulPaint()
      .then(selectionDetails.preload)
      .catch(() => undefined);
  }, []);

  // Picking 8 of ~1,000 cameras is the heaviest step here; do it only when a feed or the area
  // changes, and not in the urgent render: a feed's arrival re-renders at once with the previous
  // points, then React draws the new ones in a deferred render, which yields to the browser between
  // components (this one's work is still one piece), so the arrival is not one long task on a phone.
  const cameraList = useDeferredValue(cameras.data);
  const newsList = useDeferredValue(news.data);
  const points = useMemo(
    () => selectMapPoints(cameraList ?? [], newsList ?? [], { center }),
    [cameraList, newsList, center],
  );
  const selectedCamera: Located<Camera> | undefined =
    selected?.kind === 'camera' ? points.cameras.find((c) => c.id === selected.id) : undefined;
  const selectedNews: Located<NewsItem> | undefined =
    selected?.kind === 'news' ? points.news.find((n) => n.id === selected.id) : undefined;
  const selectedRef: MapItemRef | null = selectedCamera
    ? { kind: 'camera', item: selectedCamera }
    : selectedNews
      ? { kind: 'news', item: selectedNews }
      : null;
  const hasSelection = selectedRef !== null;
  // The markers are drawn from the first paint on: points handed to the map before it would fetch
  // the marker layer's code in front of that paint, which needs only the map's frame.
  const painted = useFirstPaintDone();
  // The vehicles NexTrip's last answer placed; undefined before any answer, null when it failed
  // before one (the switch's count then says so, never a 0 no answer gave).
  const [vehicles, setVehicles] = useState<Placed<TransitPoint>[] | null>();
  const [transitShown, setTransitShown] = useState(true);
  // An answer's vehicles redraw the map under startTransition: one render that yields to the
  // browser, where an urgent update re-rendered the panel at once and then the markers in a render
  // of their own (their layer defers its points). (Not the bare word: Tailwind would read a class.)
  const showVehicles = useCallback(
    (next: Placed<TransitPoint>[] | null) => startTransition(() => setVehicles(next)),
    [],
  );
  const items = useMemo(
    (): MapItems =>
      painted
        ? {
            ...NO_ITEMS,
            cameras: points.cameras.map((item) => ({ item, point: item.position })),
            news: points.news.map((item) => ({ item, point: item.position })),
            transit: (transitShown && vehicles) || NO_VEHICLES,
          }
        : NO_ITEMS,
    [points, painted, vehicles, transitShown],
  );

  // A tap shows a camera's or a story's details below the map; a second tap on it hides them.
  const onSelect = useCallback<OpenDetails>((ref, button) => {
    if (ref.kind !== 'camera' && ref.kind !== 'news') return;
    markerButton.current = button;
    const selection: Selection = { kind: ref.kind, id: ref.item.id };
    setSelected((current) =>
      current?.kind === selection.kind && current.id === selection.id ? null : selection,
    );
  }, []);

  useEffect(() => {
    if (hasSelection) {
      details.current?.scrollIntoView?.({
        block: 'nearest',
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    }
  }, [hasSelection, selected, reducedMotion]);

  const closeDetails = () => {
    setSelected(null);
    markerButton.current?.focus();
  };

  // Still loading until the points drawn include every feed that has arrived.
  const loading =
    cameras.pending ||
    news.pending ||
    (cameraList === undefined && cameras.data !== undefined) ||
    (newsList === undefined && news.data !== undefined);
  const failedBoth = !cameras.data && !news.data && !loading;
  // What the map draws: its cameras and stories, and the vehicles while the switch is on.
  const livePoints = points.livePoints + items.transit.length;

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-200">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-full bg-sky-400" />
            <Trans
              text={t('phone.map.legendCameras')}
              parts={{
                count: (
                  <span className="font-semibold tabular-nums">
                    {countText(
                      cameraList && points.cameras.length,
                      !cameras.data && !cameras.pending,
                    )}
                  </span>
                ),
              }}
            />
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-sm bg-amber-300" />
            <Trans
              text={t('phone.map.legendNews')}
              parts={{
                count: (
                  <span className="font-semibold tabular-nums">
                    {countText(newsList && points.news.length, !news.data && !news.pending)}
                  </span>
                ),
              }}
            />
          </li>
        </ul>
        {/* The switches and the map's size on one row of 44 px targets, the size an icon, so the
            map and the hint under it sit as high as without the Transit switch: the hint is the
            phone's LCP element, at the bottom edge of a 412 × 823 first screen. */}
        <div
          role="group"
          aria-label={t('phone.map.layers')}
          className="flex grow flex-wrap items-center gap-2"
        >
          <SwitchButton on={transitShown} onChange={setTransitShown} tone="dark">
            {t('transit.kind.layer')}{' '}
            <span className="min-w-6 rounded-full bg-white/15 px-1.5 text-center text-xs leading-5 font-semibold tabular-nums">
              {countText(vehicles ? vehicles.length : null, vehicles === null)}
            </span>
          </SwitchButton>
          <SwitchButton on={radar} onChange={onRadarChange} tone="dark">
            {t('phone.map.radar')}
          </SwitchButton>
          {panel.canToggle ? (
            <Button
              variant="soft"
              size="icon"
              tone="dark"
              aria-label={t('phone.map.expand')}
              aria-pressed={panel.mode === 'split'}
              onClick={panel.toggle}
              className="ml-auto shrink-0 border border-white/15 aria-pressed:bg-sky-400 aria-pressed:text-slate-950"
            >
              <Maximize2Icon aria-hidden="true" className="size-5" />
            </Button>
          ) : null}
        </div>
      </div>

      <div className="overflow-hidden rounded-2xl border border-white/10 bg-slate-900 shadow-xl">
        <MapSurface
          items={items}
          layers={PHONE_LAYERS}
          mapStyle="night"
          tone="dark"
          control={control}
          homeZoom={PHONE_HOME.view.zoom}
          onOpen={onSelect}
          pressedKey={selected ? `${selected.kind}:${selected.id}` : null}
          overlay={METRO_ALERTS}
          radar={radar}
          markedCameraIds={markedCameraIds}
          label={t('phone.map.label')}
          className="bg-[radial-gradient(circle_at_60%_40%,#1e293b_0%,#0f172a_70%)] transition-[height] duration-300 motion-reduce:transition-none"
          height={panel.cssHeight}
        >
          {loading ? (
            <div className="absolute inset-x-4 top-1/2 -translate-y-1/2">
              <PanelMessage kind="loading">{t('phone.map.loading')}</PanelMessage>
            </div>
          ) : null}
        </MapSurface>

        <div className="flex items-center gap-3 border-t border-white/10 px-4 py-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-500/15 text-red-300">
            <RadioTowerIcon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2
              id={headingId}
              lang={cityName?.trim() ? 'en' : undefined}
              className="text-base font-semibold break-words text-white"
            >
              {areaName(cityName)}
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-300">
              <span className="font-medium text-slate-100">
                {loading ? t('phone.map.loading') : livePointsLabel(livePoints)}
              </span>
              {!loading && !failedBoth ? <MapFeedsFreshness /> : null}
            </p>
          </div>
        </div>
      </div>

      <div className="mt-3 grid gap-3">
        {/* If the transit part's code cannot be loaded, no answer will come: the switch says so. */}
        {painted ? (
          <FallbackOnError name="Transit" fallback={null} onFailed={() => showVehicles(null)}>
            <Suspense fallback={null}>
              <LiveMapTransit onVehicles={showVehicles} />
            </Suspense>
          </FallbackOnError>
        ) : null}
        {failedBoth ? <PanelMessage kind="error">{t('phone.map.failed')}</PanelMessage> : null}
        {!failedBoth && !cameras.data && !cameras.pending ? (
          <PanelMessage kind="error">{t('phone.map.camerasFailed')}</PanelMessage>
        ) : null}
        {!failedBoth && !news.data && !news.pending ? (
          <PanelMessage kind="error">{t('phone.map.newsFailed')}</PanelMessage>
        ) : null}
        {!loading && !failedBoth && livePoints === 0 ? (
          <PanelMessage kind="empty">{t('phone.map.empty')}</PanelMessage>
        ) : null}

        {/*
          Says what was tapped, once: not the details, whose still's age changes every 10 s (in a
          live region it was said again each time), and a region made with its words is not said.
        */}
        <p aria-live="polite" lang="en" className="sr-only">
          {selectedCamera?.name ?? selectedNews?.title}
        </p>
        {selectedRef ? (
          <section
            ref={details}
            aria-label={t('phone.map.selected')}
            className="scroll-mb-4 rounded-2xl border border-white/10 bg-slate-900 p-4"
          >
            <Suspense fallback={null}>
              <SelectionDetails target={selectedRef} onClose={closeDetails} CloseIcon={XIcon} />
            </Suspense>
          </section>
        ) : loading || livePoints > 0 ? (
          // Shown from the first paint (not after the feeds) so the view's layout is complete at once.
          <p className="px-1 text-sm text-slate-300">{mapHint(t)}</p>
        ) : null}
      </div>
    </>
  );
}
