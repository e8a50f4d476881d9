import { LocateFixedIcon, MapPinIcon } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type SyntheticEvent,
} from 'react';
import { LOCAL_MAP_INITIAL_ZOOM, LOCAL_RADIUS_KM, TWIN_CITIES_CENTER } from '@/domain/constants';
import { isInMetroBox, distanceKm } from '@/domain/geo';
import { FEED_MESSAGES } from '@/domain/labels';
import { layerCounts, type MapItemRef } from '@/domain/map-items';
import {
  ALL_LAYERS,
  type MapLayers as Layers,
  type MapStyle,
  type MapViewMode,
} from '@/domain/map-url-state';
import {
  centreOn,
  clampZoom,
  HOME_VIEW,
  layerTransform,
  panView,
  toSurface,
  zoomView,
  type MapView,
} from '@/domain/map-view';
import { project, toPercent, type MapPoint } from '@/domain/projection';
import type { LatLng, NewsItem, OwnedDomain } from '@/domain/types';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { cn } from '@/lib/cn';
import { useVisitor } from '@/state/visitor';
import { MapControls } from './map-controls';
import { MapGeography } from './map-geography';
import type { OpenDetails } from './map-item-open';
import { MapLegend } from './map-legend';
import { MapList } from './map-list';
import { CameraMarker, NewsMarker, WeatherMarker } from './markers';
import { useControllable } from './use-controllable';
import { useMapItems } from './use-map-items';

export type MapLayers = Layers;

/** A place to show in the middle of the map (from the location search); a new `key` moves there. */
export interface MapFocus {
  key: string | number;
  position: LatLng;
  label: string;
}

export interface MetroMapProps {
  /** 'metro' (the whole box) or 'local' (a domain page: centred on `domain`, items within 25 km). */
  mode?: 'metro' | 'local';
  domain?: OwnedDomain;
  /** Controlled layers (domain pages have their own toggles); uncontrolled when absent. */
  layers?: MapLayers;
  onLayersChange?: (layers: MapLayers) => void;
  /** Extra filter on news (domain pages filter by category/tag). */
  newsFilter?: (item: NewsItem) => boolean;
  /** Hide the map's own style/layer/zoom controls (domain pages show their own). */
  showControls?: boolean;
  /** Initial style; on phones the caller passes 'detailed' instead of 'overview'. */
  initialStyle?: 'overview' | 'detailed' | 'street';
  /** Controlled style (the metro page keeps it in the URL). */
  mapStyle?: MapStyle;
  onMapStyleChange?: (style: MapStyle) => void;
  /** Controlled zoom (0.5–3, steps of 0.25). */
  zoom?: number;
  onZoomChange?: (zoom: number) => void;
  /** Controlled map | list view. */
  viewMode?: MapViewMode;
  onViewModeChange?: (mode: MapViewMode) => void;
  focus?: MapFocus | null;
  /** Opens the page's details dialog for a marker. */
  onOpenDetails: OpenDetails;
  /** The visitor is about to open a marker (pointer over one): the page may load its dialog. */
  onPreloadDetails?: () => void;
  /** CSS height of the map surface; the panel height mode's by default. */
  height?: string;
  /** The region's accessible name. */
  label?: string;
  /** The region's id (a skip link targets `#map`). */
  id?: string;
  className?: string;
}

/** From this zoom on, the detailed styles label the downtown areas. */
const CLOSE_UP_ZOOM = 2;

/** A drag of at least this many px pans the map instead of clicking a marker. */
const DRAG_THRESHOLD_PX = 4;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  width: number;
  height: number;
  start: MapView;
  moved: boolean;
}

/** A view and the surface point that stays in place when only the zoom changes. */
interface Anchor {
  view: MapView;
  fixed: MapPoint;
}

const SURFACE_CENTRE: MapPoint = { x: 0.5, y: 0.5 };

interface HoverLabel {
  text: string;
  left: string;
  top: string;
}

/** A marker's projected point, read back from its CSS left/top percentages. */
function markerPointOf(target: EventTarget): MapPoint | null {
  if (!(target instanceof HTMLElement) || !target.dataset.label) return null;
  const x = parseFloat(target.style.left) / 100;
  const y = parseFloat(target.style.top) / 100;
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

function hoverLabelOf(target: EventTarget): HoverLabel | null {
  if (!(target instanceof Element)) return null;
  const marker = target.closest<HTMLElement>('[data-label]');
  if (!marker?.dataset.label) return null;
  return { text: marker.dataset.label, left: marker.style.left, top: marker.style.top };
}

/**
 * The schematic map: SVG geography and marker buttons in one layer, both placed by `project`, so
 * markers sit on the right roads at every size. Zoom and pan are one CSS transform of that layer;
 * markers and labels undo its scale to keep their size.
 */
export function MetroMap({
  mode = 'metro',
  domain,
  layers: layersProp,
  onLayersChange,
  newsFilter,
  showControls = true,
  initialStyle = 'overview',
  mapStyle: mapStyleProp,
  onMapStyleChange,
  zoom: zoomProp,
  onZoomChange,
  viewMode: viewModeProp,
  onViewModeChange,
  focus,
  onOpenDetails,
  onPreloadDetails,
  height,
  label = 'Twin Cities map',
  id = 'map',
  className,
}: MetroMapProps) {
  const panel = usePanelHeight();
  const { items, area, cameraStatus, newsStatus, hasCameraData, hasNewsData } = useMapItems({
    mode,
    domain,
    newsFilter,
  });
  const { position: visitorPosition } = useVisitor();

  const [mapStyle, setMapStyle] = useControllable(mapStyleProp, initialStyle, onMapStyleChange);
  const [layers, setLayers] = useControllable(layersProp, ALL_LAYERS, onLayersChange);
  const [viewMode, setViewMode] = useControllable<MapViewMode>(
    viewModeProp,
    'map',
    onViewModeChange,
  );
  const home = useMemo<Anchor>(
    () =>
      area.mode === 'local'
        ? { view: centreOn(project(area.centre), LOCAL_MAP_INITIAL_ZOOM), fixed: SURFACE_CENTRE }
        : { view: HOME_VIEW, fixed: project(TWIN_CITIES_CENTER) },
    [area],
  );
  const [zoomValue, setZoom] = useControllable(
    zoomProp === undefined ? undefined : clampZoom(zoomProp),
    home.view.zoom,
    onZoomChange,
  );
  const zoom = clampZoom(zoomValue);

  // The last view the visitor placed (home, a pan, a focus); zoom changes scale it about `fixed`.
  const [anchor, setAnchor] = useState<Anchor>(home);
  const [anchorHome, setAnchorHome] = useState(home);
  if (anchorHome !== home) {
    setAnchorHome(home);
    setAnchor(home);
  }
  const [seenFocusKey, setSeenFocusKey] = useState(focus?.key);
  const [pinHidden, setPinHidden] = useState(false);
  if (focus && focus.key !== seenFocusKey) {
    setSeenFocusKey(focus.key);
    setPinHidden(false);
    setAnchor({ view: centreOn(project(focus.position), zoom), fixed: SURFACE_CENTRE });
  }
  // Local mode follows the visitor while they are within the area the map shows.
  const followed =
    area.mode === 'local' &&
    visitorPosition &&
    isInMetroBox(visitorPosition) &&
    distanceKm(visitorPosition, area.centre) <= (area.radiusKm ?? LOCAL_RADIUS_KM)
      ? visitorPosition
      : null;
  const [seenFollowed, setSeenFollowed] = useState<LatLng | null>(null);
  if (followed && followed !== seenFollowed) {
    setSeenFollowed(followed);
    setAnchor({ view: centreOn(project(followed), zoom), fixed: SURFACE_CENTRE });
  }
  const view = zoomView(anchor.view, zoom, anchor.fixed);

  // The page's shared dialog, or the map's own.
  // A stable callback for the memoised markers, calling the page's latest one.
  const openTarget = useRef<OpenDetails>(onOpenDetails);
  const preloadTarget = useRef(onPreloadDetails);
  useEffect(() => {
    openTarget.current = onOpenDetails;
    preloadTarget.current = onPreloadDetails;
  }, [onOpenDetails, onPreloadDetails]);
  const open = useCallback<OpenDetails>(
    (ref: MapItemRef, opener) => openTarget.current(ref, opener),
    [],
  );

  // Built only when a layer's items change: zooming, panning or hovering reuses these elements.
  const cameraMarkers = useMemo(
    () =>
      items.cameras.map(({ item, point }) => (
        <CameraMarker key={item.id} item={item} lat={point.lat} lng={point.lng} onOpen={open} />
      )),
    [items.cameras, open],
  );
  const weatherMarkers = useMemo(
    () =>
      items.weather.map(({ item, point }) => (
        <WeatherMarker key={item.id} item={item} lat={point.lat} lng={point.lng} onOpen={open} />
      )),
    [items.weather, open],
  );
  const newsMarkers = useMemo(
    () =>
      items.news.map(({ item, point }) => (
        <NewsMarker key={item.id} item={item} lat={point.lat} lng={point.lng} onOpen={open} />
      )),
    [items.news, open],
  );
  const counts = layerCounts(items);

  const [hover, setHover] = useState<HoverLabel | null>(null);
  const showHover = useCallback((event: SyntheticEvent) => {
    preloadTarget.current?.();
    const next = hoverLabelOf(event.target);
    setHover((current) =>
      current?.text === next?.text && current?.left === next?.left ? current : next,
    );
  }, []);
  const hideHover = useCallback(() => setHover(null), []);
  // A marker reached with the keyboard but outside the visible part is brought to the middle.
  const onFocusMarker = (event: SyntheticEvent) => {
    showHover(event);
    const point = markerPointOf(event.target);
    if (!point) return;
    const at = toSurface(view, point);
    const margin = 0.03;
    if (at.x < margin || at.x > 1 - margin || at.y < margin || at.y > 1 - margin)
      setAnchor({ view: centreOn(point, view.zoom), fixed: SURFACE_CENTRE });
  };

  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    // Layout size, not the (scaled) bounding box: offsets are fractions of the unscaled surface.
    const layer = event.currentTarget;
    drag.current = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      width: layer.offsetWidth || 1,
      height: layer.offsetHeight || 1,
      start: view,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
      setHover(null);
    }
    setAnchor({
      view: panView(current.start, dx / current.width, dy / current.height),
      fixed: SURFACE_CENTRE,
    });
  };
  const endDrag = () => {
    if (drag.current?.moved) setDragging(false);
    if (!drag.current?.moved) drag.current = null;
  };
  const suppressClickAfterDrag = (event: SyntheticEvent) => {
    if (drag.current?.moved) {
      event.stopPropagation();
      event.preventDefault();
    }
    drag.current = null;
  };

  const reset = () => {
    setAnchor(home);
    setPinHidden(true);
    if (zoom !== home.view.zoom) setZoom(home.view.zoom);
  };

  const layerStyle = {
    transform: layerTransform(view),
    '--map-inv-zoom': 1 / view.zoom,
    '--map-stroke': 1 / Math.sqrt(view.zoom),
  } as CSSProperties;

  const visitorShown = visitorPosition && isInMetroBox(visitorPosition) ? visitorPosition : null;
  const pin = focus && !pinHidden && isInMetroBox(focus.position) ? focus : null;
  const nothingOn = !layers.cameras && !layers.weather && !layers.news;
  const loading = [
    cameraStatus === 'pending' && layers.cameras && 'traffic cameras',
    newsStatus === 'pending' && layers.news && 'news',
  ].filter(Boolean);
  const failed = [
    cameraStatus === 'error' &&
      layers.cameras &&
      (hasCameraData ? FEED_MESSAGES.cameras.refreshFailed : FEED_MESSAGES.cameras.unavailable),
    newsStatus === 'error' &&
      layers.news &&
      (hasNewsData ? FEED_MESSAGES.news.refreshFailed : FEED_MESSAGES.news.unavailable),
  ].filter(Boolean);
  const resetLabel =
    mode === 'local' && domain ? `Reset View to ${domain.city}` : 'Reset View to Twin Cities';
  const dark = mapStyle === 'street';

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {showControls ? (
        <MapControls
          mapStyle={mapStyle}
          onMapStyleChange={setMapStyle}
          layers={layers}
          onLayersChange={setLayers}
          counts={counts}
          viewMode={viewMode}
          onViewModeChange={setViewMode}
          zoom={zoom}
          onZoomChange={setZoom}
          onReset={reset}
          resetLabel={resetLabel}
        />
      ) : null}
      <section
        id={id}
        aria-label={label}
        tabIndex={-1}
        data-map-style={mapStyle}
        className={cn(
          // A ring, not a border: the region's own box must be the box the projection fills.
          // overflow-clip, not hidden: focusing a marker must never scroll the surface itself.
          'relative overflow-clip rounded-xl shadow-sm ring-1 focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-600',
          viewMode === 'list'
            ? 'bg-white ring-slate-200'
            : dark
              ? 'bg-slate-900 ring-slate-700'
              : mapStyle === 'detailed'
                ? 'bg-stone-100 ring-stone-300'
                : 'bg-sky-50 ring-slate-300',
        )}
        style={{ height: height ?? panel.cssHeight }}
      >
        {viewMode === 'list' ? (
          <MapList items={items} layers={layers} onOpen={open} />
        ) : (
          <>
            <div
              className={cn(
                'absolute inset-0 origin-top-left',
                dragging
                  ? 'cursor-grabbing'
                  : 'transition-transform duration-200 ease-out motion-reduce:transition-none',
              )}
              style={layerStyle}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onClickCapture={suppressClickAfterDrag}
              onPointerOver={showHover}
              onPointerLeave={hideHover}
              onFocus={onFocusMarker}
              onBlur={hideHover}
            >
              <MapGeography style={mapStyle} closeUp={view.zoom >= CLOSE_UP_ZOOM} />
              {layers.cameras ? cameraMarkers : null}
              {layers.weather ? weatherMarkers : null}
              {layers.news ? newsMarkers : null}
              {visitorShown ? (
                <div
                  role="img"
                  aria-label="Your Location"
                  className="pointer-events-none absolute z-10 flex size-7 items-center justify-center rounded-full bg-blue-600/25 [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))]"
                  style={toPercent(project(visitorShown))}
                >
                  <span className="size-3.5 rounded-full border-2 border-white bg-blue-600 shadow" />
                </div>
              ) : null}
              {pin ? (
                <div
                  className="pointer-events-none absolute z-10 size-0 origin-top-left [transform:scale(var(--map-inv-zoom,1))]"
                  style={toPercent(project(pin.position))}
                >
                  {/* The pin's tip is the place's point. */}
                  <span
                    role="img"
                    aria-label={`Selected place: ${pin.label}`}
                    className="absolute bottom-0 left-0 flex -translate-x-1/2 flex-col items-center"
                  >
                    <span className="rounded bg-fuchsia-700 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow">
                      {pin.label}
                    </span>
                    <MapPinIcon
                      aria-hidden="true"
                      className="-mb-px size-8 fill-fuchsia-600 text-white drop-shadow"
                    />
                  </span>
                </div>
              ) : null}
              {hover ? (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute z-40 size-0 origin-top-left [transform:scale(var(--map-inv-zoom,1))]"
                  style={{ left: hover.left, top: hover.top }}
                >
                  <span className="absolute bottom-4 left-0 max-w-72 -translate-x-1/2 truncate rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg">
                    {hover.text}
                  </span>
                </div>
              ) : null}
            </div>
            {mapStyle === 'street' ? (
              <p className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white shadow-lg">
                <LocateFixedIcon aria-hidden="true" className="size-4" />
                GPS Mode Active
              </p>
            ) : null}
            {nothingOn ? (
              <p className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit max-w-[90%] -translate-y-1/2 rounded-lg bg-white/95 px-4 py-3 text-center text-sm font-medium text-slate-800 shadow">
                All layers are hidden. Turn on Cameras, Weather or News to see markers.
              </p>
            ) : null}
          </>
        )}
        <div
          role="status"
          className={cn(
            'pointer-events-none absolute bottom-3 left-3 max-w-[calc(100%-1.5rem)] flex-col gap-1',
            viewMode === 'list' ? 'hidden' : 'flex',
          )}
        >
          {loading.length ? (
            <span className="w-fit rounded-md bg-white/95 px-2.5 py-1 text-sm text-slate-800 shadow">
              Loading {loading.join(' and ')}…
            </span>
          ) : null}
          {failed.map((message) => (
            <span
              key={String(message)}
              className="w-fit rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-900 shadow ring-1 ring-red-200"
            >
              {message}
            </span>
          ))}
        </div>
      </section>
      {showControls ? <MapLegend /> : null}
    </div>
  );
}
