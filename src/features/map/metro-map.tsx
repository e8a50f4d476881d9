import LocateFixedIcon from 'lucide-react/icons/locate-fixed';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import { memo, Suspense, useMemo, useState } from 'react';
import type { OpenDetails } from '@/components/map/map-item-open';
import { MapSurface } from '@/features/map/map-surface';
import { PanelBoundary } from '@/components/panel-boundary';
import { Button } from '@/components/ui/button';
import { useMapView } from '@/components/map/use-map-view';
import { Trans } from '@/components/trans';
import { LOCAL_MAP_INITIAL_ZOOM, LOCAL_RADIUS_KM, TWIN_CITIES_CENTER } from '@/domain/constants';
import { distanceKm, isInMetroBox } from '@/domain/geo';
import { noLayerShown } from '@/kinds/map-kinds';
import { layerCountTexts } from '@/kinds/layer-count-text';
import type { MapUrlState } from '@/kinds/map-url-state';
import { centreOn, clampZoom, HOME_VIEW } from '@/domain/map-view';
import { SURFACE_CENTRE, type ViewAnchor } from '@/domain/map-view-state';
import { project } from '@/domain/projection';
import type { LatLng, NewsItem, OwnedDomain } from '@/domain/types';
import { useMarkedCameraIds } from '@/entities/camera/use-marked-camera-ids';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';
import { usePanelHeight } from '@/hooks/use-panel-height';
import { useT } from '@/state/translator';
import { cn } from '@/lib/cn';
import { lazyChunk } from '@/lib/load-chunk';
import { useVisitor } from '@/state/visitor';
import { MapControls } from './map-controls';
import { MapFeedStatus } from './map-feed-status';
import { useMapItems } from '@/kinds/use-map-items';

// Under the map, below the fold of a desktop's first screen: its code comes after the first paint.
const MapLegend = lazyChunk(() => import('./map-legend').then((module) => module.MapLegend));

// Reads no map state: a layer, style or zoom change does not re-render it. A legend whose code
// cannot be downloaded says so in its own place, never in the map's.
const QuietLegend = memo(function QuietLegend({ alertCounty }: { alertCounty: string | null }) {
  const { t } = useT();
  const painted = useFirstPaintDone();
  return painted ? (
    <PanelBoundary name={t('map.legend.region')}>
      <Suspense fallback={null}>
        <MapLegend alertCounty={alertCounty} />
      </Suspense>
    </PanelBoundary>
  ) : null;
});

// The list view is the visitor's choice: its code loads when first chosen.
const MapList = lazyChunk(() => import('./map-list').then((module) => module.MapList));

// The counties under a weather alert, handed to the surface: their outlines and the alert rules
// load after the first paint.
const CountyAlertLayer = lazyChunk(() =>
  import('@/entities/weather-alert/county-alert-tint').then((module) => module.CountyAlertLayer),
);

/** A place to show in the middle of the map (from the location search); a new `key` moves there. */
export interface MapFocus {
  key: string | number;
  position: LatLng;
  label: string;
}

export interface MetroMapProps {
  /** The whole metro box, or a city page's area: centred on the domain, items within 25 km. */
  domain?: OwnedDomain;
  /** Style, layers, zoom and map/list view: the metro page keeps them in the URL. */
  state: MapUrlState;
  onStateChange: (patch: Partial<MapUrlState>) => void;
  /** Extra filter on news (city pages filter by category and tag). */
  newsFilter?: (item: NewsItem) => boolean;
  /** The map's own style, layer and zoom controls and legend (city pages show their own). */
  showControls?: boolean;
  focus?: MapFocus | null;
  /** Opens the page's details dialog for a marker. */
  onOpenDetails: OpenDetails;
  /** The visitor is about to open a marker (pointer over one): the page may load its dialog. */
  onPreloadDetails?: () => void;
  /** CSS height of the map surface; the panel height mode's by default. */
  height?: string;
  label?: string;
  /** The region's id (a skip link targets `#map`). */
  id?: string;
  className?: string;
}

const SURFACE_LOOK = {
  overview: 'rounded-xl bg-sky-50 shadow-sm ring-1 ring-slate-300',
  detailed: 'rounded-xl bg-stone-100 shadow-sm ring-1 ring-stone-300',
  street: 'rounded-xl bg-slate-900 shadow-sm ring-1 ring-slate-700',
} as const;

/** The zoom a city page's map starts at, centred on its domain (shows ~25 km around it). */
export const LOCAL_START_ZOOM = LOCAL_MAP_INITIAL_ZOOM;

/**
 * The metro page's and the city pages' map: the shared map surface with its toolbar, legend,
 * list view and feed messages. Local mode (a domain) follows the visitor while they are in its area.
 */
export function MetroMap({
  domain,
  state,
  onStateChange,
  newsFilter,
  showControls = true,
  focus = null,
  onOpenDetails,
  onPreloadDetails,
  height,
  label: ownLabel,
  id = 'map',
  className,
}: MetroMapProps) {
  const { t } = useT();
  const label = ownLabel ?? t('map.region');
  const panel = usePanelHeight();
  const mode = domain ? 'local' : 'metro';
  const mapItems = useMapItems({ mode, domain, newsFilter });
  const { items, area } = mapItems;
  const { position: visitor } = useVisitor();
  // Counties under a weather alert are tinted: on a city page, its own county's alerts only.
  const alertCounty = domain?.county ?? null;
  // One element per county, so a layer toggle does not re-render the tint.
  const alertTint = useMemo(
    () => (
      <Suspense fallback={null}>
        <CountyAlertLayer county={alertCounty} />
      </Suspense>
    ),
    [alertCounty],
  );
  const markedCameraIds = useMarkedCameraIds();
  const home = useMemo<ViewAnchor>(
    () =>
      area.mode === 'local'
        ? { view: centreOn(project(area.centre), LOCAL_START_ZOOM), fixed: SURFACE_CENTRE }
        : { view: HOME_VIEW, fixed: project(TWIN_CITIES_CENTER) },
    [area],
  );
  const zoom = clampZoom(state.zoom);
  // Local mode follows the visitor while they are within the area the map shows.
  const follow =
    area.mode === 'local' &&
    visitor &&
    isInMetroBox(visitor) &&
    distanceKm(visitor, area.centre) <= (area.radiusKm ?? LOCAL_RADIUS_KM)
      ? visitor
      : null;
  const setZoom = (next: number) => onStateChange({ zoom: next });
  const control = useMapView({ home, zoom, setZoom, focus, follow });
  // The found place's pin, until the visitor resets the view.
  const [pinHiddenFor, setPinHiddenFor] = useState<MapFocus['key'] | null>(null);
  const pin = focus && focus.key !== pinHiddenFor ? focus : null;

  const { style: mapStyle, layers, view: viewMode } = state;
  const reset = () => {
    control.reset();
    if (focus) setPinHiddenFor(focus.key);
  };
  const resetLabel = domain ? (
    <Trans
      text={t('map.controls.resetToCity')}
      parts={{ city: <span lang="en">{domain.city}</span> }}
    />
  ) : (
    t('map.controls.resetToMetro')
  );

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      {showControls ? (
        <MapControls
          mapStyle={mapStyle}
          onMapStyleChange={(style) => onStateChange({ style })}
          layers={layers}
          onLayersChange={(next) => onStateChange({ layers: next })}
          counts={layerCountTexts(items, mapItems.feeds)}
          radar={state.radar}
          onRadarChange={(radar) => onStateChange({ radar })}
          viewMode={viewMode}
          onViewModeChange={(view) => onStateChange({ view })}
          zoom={zoom}
          onZoomChange={setZoom}
          onReset={reset}
          resetLabel={resetLabel}
        />
      ) : null}
      {viewMode === 'list' ? (
        <section
          id={id}
          aria-label={label}
          tabIndex={-1}
          data-map-style={mapStyle}
          className="relative overflow-clip rounded-xl bg-white shadow-sm ring-1 ring-slate-200 focus:outline-none"
          style={{ height: height ?? panel.cssHeight }}
        >
          <Suspense
            fallback={<p className="p-4 text-sm text-slate-700">{t('map.list.loading')}</p>}
          >
            <MapList items={items} feeds={mapItems.feeds} layers={layers} onOpen={onOpenDetails} />
          </Suspense>
        </section>
      ) : (
        <MapSurface
          items={items}
          layers={layers}
          mapStyle={mapStyle}
          tone="light"
          control={control}
          homeZoom={home.view.zoom}
          onOpen={onOpenDetails}
          onPreload={onPreloadDetails}
          markedCameraIds={markedCameraIds}
          overlay={alertTint}
          radar={state.radar}
          visitor={visitor}
          pin={pin}
          label={label}
          id={id}
          className={SURFACE_LOOK[mapStyle]}
          height={height ?? panel.cssHeight}
        >
          {mapStyle === 'street' ? (
            <p className="pointer-events-none absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white shadow-lg">
              <LocateFixedIcon aria-hidden="true" className="size-4" />
              {t('map.street.badge')}
            </p>
          ) : null}
          {noLayerShown(layers) ? (
            <p className="pointer-events-none absolute inset-x-0 top-1/2 mx-auto w-fit max-w-[90%] -translate-y-1/2 rounded-lg bg-white/95 px-4 py-3 text-center text-sm font-medium text-slate-800 shadow">
              {t('map.noLayers.map')}
            </p>
          ) : null}
          <MapFeedStatus feeds={mapItems} layers={layers} />
          {/*
            Without the controls (the city pages), a map zoomed in (a cluster spread, a pinch) has
            its way back for a keyboard or a screen reader, which cannot pinch.
          */}
          {!showControls && zoom > home.view.zoom ? (
            <Button size="lg" className="absolute top-3 right-3 shadow-sm" onClick={reset}>
              <RotateCcwIcon aria-hidden="true" className="size-4" />
              {/* One item of the button's row: a city's name in its own span is not set apart. */}
              <span>{resetLabel}</span>
            </Button>
          ) : null}
        </MapSurface>
      )}
      {showControls ? <QuietLegend alertCounty={alertCounty} /> : null}
    </div>
  );
}
