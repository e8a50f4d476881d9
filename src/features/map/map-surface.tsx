/* Over 300 lines: the one map surface every screen uses wires the view, gestures, geography,
 * markers, clusters and keyboard (each its own module) in one place.
 */
import MapPinIcon from 'lucide-react/icons/map-pin';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { FallbackOnError } from '@/components/fallback-on-error';
import { isInMetroBox } from '@/domain/geo';
import { hasPoints } from '@/kinds/map-kinds';
import type { MapItems } from '@/kinds/map-kinds';
import type { MapLayers } from '@/kinds/map-url-state';
import { layerTransform, toSurface } from '@/domain/map-view';
import { project, toPercent, type MapPoint } from '@/domain/projection';
import type { LatLng } from '@/domain/types';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { lazyChunk } from '@/lib/load-chunk';
import { LazyGeography } from '@/components/map/lazy-geography';
import type { GeographyStyle } from '@/components/map/geography/map-geography';
import type { OpenDetails } from '@/components/map/map-item-open';
import { LazyMarkerLayer } from './markers/lazy-marker-layer';
import type { MarkerTone } from './markers/markers';
import { useMapGestures } from '@/components/map/use-map-gestures';
import type { MapViewControl } from '@/components/map/use-map-view';

// Radar is off unless the visitor turns it on: its code loads then.
const RadarLayer = lazyChunk(() =>
  import('@/components/map/radar/radar-layer').then((module) => module.RadarLayer),
);

/** From this zoom on, the detailed styles label the downtown areas. */
const CLOSE_UP_ZOOM = 2;

interface HoverLabel {
  /** The marker it names (its name is read from it again when it changes). */
  marker: HTMLElement;
  text: string;
  /** A point's label is its feed's title (English); a cluster's is the site's words. */
  feedText: boolean;
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
  const { label: text, clusterCount } = marker.dataset;
  const { left, top } = marker.style;
  return { marker, text, feedText: clusterCount === undefined, left, top };
}

/**
 * The surface's size on screen, once laid out: undefined until first measured, null in a layout-less
 * test DOM. Reading it in the commit that mounts the surface makes the browser lay out the page
 * inside React's task: only a surface with points to draw in its first frame (the metro page's
 * cameras, when they are there as it mounts) does that. Any other learns its size from the
 * ResizeObserver's first report, which comes after the browser's own layout of that frame.
 */
function useSurfaceSize(pointsAtMount: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null | undefined>(undefined);
  const [measureInCommit] = useState(pointsAtMount);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.offsetWidth;
      const height = element.offsetHeight;
      setSize((current) =>
        width > 0 && height > 0
          ? current?.width === width && current.height === height
            ? current
            : { width, height }
          : null,
      );
    };
    const observes = typeof ResizeObserver === 'function';
    if (measureInCommit || !observes) measure();
    if (!observes) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measureInCommit]);
  return { ref, size };
}

export interface MapSurfaceProps {
  items: MapItems;
  layers: MapLayers;
  /** The geography's style: the metro page's three, or the phone's 'night'. */
  mapStyle: GeographyStyle;
  /** Light markers, or the phone's larger dark ones. */
  tone: MarkerTone;
  control: MapViewControl;
  /** The zoom the map starts at: when zoomed in further, a one-finger drag pans instead of scrolling. */
  homeZoom: number;
  onOpen: OpenDetails;
  /** The pointer reached a marker: the page may start loading its dialog. */
  onPreload?: () => void;
  pressedKey?: string | null;
  markedCameraIds?: ReadonlySet<string>;
  visitor?: LatLng | null;
  pin?: { position: LatLng; label: string } | null;
  /**
   * What an entity draws in the map's frame, over the geography and under the markers, from the
   * first paint on (the counties under a weather alert). Keep it memoised: the surface re-renders
   * on every view change.
   */
  overlay?: ReactNode;
  /** Draw the NEXRAD radar over the geography, with its time, loop, legend and credit. */
  radar?: boolean;
  /** The surface's region: its name, id (a skip link targets `#map`), background, height. */
  label: string;
  id?: string;
  className?: string;
  height: string;
  /** Drawn over the surface, outside the zoomed layer (status lines, notes). */
  children?: ReactNode;
}

/**
 * The one map surface of the site (metro page, city pages, the phone): the region whose box the
 * projection fills, the geography and one marker layer placed by that projection, zoom and pan as
 * one CSS transform (markers and labels undo its scale to keep their size), and the gestures.
 */
export function MapSurface({
  items,
  layers,
  mapStyle,
  tone,
  control,
  homeZoom,
  onOpen,
  onPreload,
  pressedKey,
  markedCameraIds,
  visitor = null,
  pin = null,
  overlay,
  radar = false,
  label,
  id,
  className,
  height,
  children,
}: MapSurfaceProps) {
  const { t } = useT();
  const { ref, size } = useSurfaceSize(hasPoints(items));
  const { view } = control;
  const gestures = useMapGestures(control);
  const painted = useFirstPaintDone();
  const [radarPanelSlot, setRadarPanelSlot] = useState<HTMLDivElement | null>(null);

  const [hover, setHover] = useState<HoverLabel | null>(null);
  const showHover = useCallback(
    (event: SyntheticEvent) => {
      onPreload?.();
      const next = hoverLabelOf(event.target);
      setHover((current) =>
        current?.text === next?.text && current?.left === next?.left ? current : next,
      );
    },
    [onPreload],
  );
  const hideHover = useCallback(() => setHover(null), []);
  // A marker's name can change under its label (a new language, a refresh's new count): follow it.
  const hoveredMarker = hover?.marker;
  useEffect(() => {
    if (!hoveredMarker) return;
    const observer = new MutationObserver(() => setHover(hoverLabelOf(hoveredMarker)));
    observer.observe(hoveredMarker, { attributes: true, attributeFilter: ['data-label'] });
    return () => observer.disconnect();
  }, [hoveredMarker]);
  // A marker reached with the keyboard but outside the visible part is brought to the middle.
  const onFocusMarker = (event: SyntheticEvent) => {
    showHover(event);
    const point = markerPointOf(event.target);
    if (!point) return;
    const at = toSurface(view, point);
    const margin = 0.03;
    if (at.x < margin || at.x > 1 - margin || at.y < margin || at.y > 1 - margin)
      control.centre(point, view.zoom);
  };

  const layerStyle = {
    transform: layerTransform(view),
    '--map-inv-zoom': 1 / view.zoom,
    '--map-stroke': 1 / Math.sqrt(view.zoom),
  } as CSSProperties;
  const shownVisitor = visitor && isInMetroBox(visitor) ? visitor : null;
  const shownPin = pin && isInMetroBox(pin.position) ? pin : null;

  return (
    <>
      <section
        ref={ref}
        id={id}
        aria-label={label}
        tabIndex={-1}
        data-map-style={mapStyle}
        className={cn(
          // No border (a ring at most): the region's own box must be the box the projection fills.
          // overflow-clip, not hidden: focusing a marker must never scroll the surface itself.
          'relative overflow-clip focus:outline-none focus-visible:outline-2 focus-visible:outline-blue-600',
          className,
        )}
        style={{ height }}
      >
        <div
          className={cn(
            'absolute inset-0 origin-top-left',
            // Zoomed in, a one-finger drag pans; at the start zoom it scrolls the page up and down.
            view.zoom > homeZoom ? 'touch-none' : 'touch-pan-y',
            gestures.dragging
              ? 'cursor-grabbing'
              : 'transition-transform duration-200 ease-out motion-reduce:transition-none',
          )}
          style={layerStyle}
          {...gestures.handlers}
          onPointerOver={showHover}
          onPointerLeave={hideHover}
          onFocus={onFocusMarker}
          onBlur={hideHover}
        >
          <LazyGeography style={mapStyle} closeUp={view.zoom >= CLOSE_UP_ZOOM} painted={painted} />
          {painted ? overlay : null}
          {radar ? (
            <FallbackOnError
              name="Radar"
              fallback={
                radarPanelSlot
                  ? createPortal(
                      <p className="px-3 py-2 text-sm font-semibold">
                        {t('map.radar.unavailable')}
                      </p>,
                      radarPanelSlot,
                    )
                  : null
              }
            >
              <Suspense fallback={null}>
                <RadarLayer panelSlot={radarPanelSlot} tone={tone} />
              </Suspense>
            </FallbackOnError>
          ) : null}
          {/* Not before the surface is measured: unmeasured, every point would be drawn unclustered
              (~1,000 buttons) only to be replaced by the clusters in the same frame. */}
          {size === undefined ? null : (
            <LazyMarkerLayer
              painted={painted}
              items={items}
              layers={layers}
              size={size}
              zoom={view.zoom}
              tone={tone}
              mapStyle={mapStyle}
              onOpen={onOpen}
              onZoomTo={control.centre}
              pressedKey={pressedKey}
              markedCameraIds={markedCameraIds}
            />
          )}
          {shownVisitor ? (
            <div
              role="img"
              aria-label={t('map.visitor.marker')}
              className="pointer-events-none absolute z-10 flex size-7 items-center justify-center rounded-full bg-blue-600/25 [transform:translate(-50%,-50%)_scale(var(--map-inv-zoom,1))]"
              style={toPercent(project(shownVisitor))}
            >
              <span className="size-3.5 rounded-full border-2 border-white bg-blue-600 shadow" />
            </div>
          ) : null}
          {shownPin ? (
            <div
              className="pointer-events-none absolute z-10 size-0 origin-top-left [transform:scale(var(--map-inv-zoom,1))]"
              style={toPercent(project(shownPin.position))}
            >
              {/* The pin's tip is the place's point. */}
              <span
                role="img"
                aria-label={t('map.pin.label', { place: shownPin.label })}
                className="absolute bottom-0 left-0 flex -translate-x-1/2 flex-col items-center"
              >
                <span className="rounded bg-fuchsia-700 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow">
                  {shownPin.label}
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
              <span
                lang={hover.feedText ? 'en' : undefined}
                data-hover-label
                className="absolute bottom-4 left-0 max-w-72 -translate-x-1/2 truncate rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg"
              >
                {hover.text}
              </span>
            </div>
          ) : null}
        </div>
        {children}
      </section>
      {/* Below the map, not over it: radar's panel must never hide a marker. */}
      {radar ? <div ref={setRadarPanelSlot} /> : null}
    </>
  );
}
