import { ZOOM } from '@/domain/constants';
import { MAP_LAYER_KEYS, type MapLayerKey, type MapLayers } from './map-kinds';
import { clampZoom, MAP_STYLES, type MapStyle } from '@/domain/map-view';

export { MAP_STYLES, type MapStyle } from '@/domain/map-view';

export { MAP_LAYER_KEYS, type MapLayerKey, type MapLayers } from './map-kinds';

/** Every layer on, or every layer set to `on`. */
const layersAll = (on: (key: MapLayerKey) => boolean): MapLayers =>
  Object.fromEntries(MAP_LAYER_KEYS.map((key) => [key, on(key)])) as MapLayers;

export const ALL_LAYERS: MapLayers = layersAll(() => true);

export const MAP_VIEW_MODES = ['map', 'list'] as const;
export type MapViewMode = (typeof MAP_VIEW_MODES)[number];

/** The part of the map's view that a shared link carries. */
export interface MapUrlState {
  style: MapStyle;
  layers: MapLayers;
  zoom: number;
  view: MapViewMode;
  /** The NEXRAD radar overlay (off unless asked for: it is 1 image per 5 min, 12 more to loop). */
  radar: boolean;
}

export const DEFAULT_MAP_URL_STATE: MapUrlState = {
  style: 'overview',
  layers: ALL_LAYERS,
  zoom: ZOOM.initial,
  view: 'map',
  radar: false,
};

/** The query keys this state owns; any other key in the URL is left alone. */
export const MAP_URL_KEYS = ['style', 'layers', 'zoom', 'view', 'radar'] as const;
const RADAR_ON = 'on';

const NO_LAYERS = 'none';

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** `cameras,news` → only those on; `none` or nothing known → all off; absent → all on. */
export function parseLayers(value: string | null): MapLayers {
  if (value === null) return ALL_LAYERS;
  const wanted = new Set(value.split(',').map((part) => part.trim().toLowerCase()));
  return layersAll((key) => wanted.has(key));
}

export function serializeLayers(layers: MapLayers): string {
  const on = MAP_LAYER_KEYS.filter((key) => layers[key]);
  return on.length ? on.join(',') : NO_LAYERS;
}

export function sameLayers(a: MapLayers, b: MapLayers): boolean {
  return MAP_LAYER_KEYS.every((key) => a[key] === b[key]);
}

/**
 * Reads `?style=street&layers=cameras,news&zoom=1.5&view=list&radar=on`. Unknown values fall back to the
 * defaults (`fallbackStyle` for a missing or unknown style), and the zoom is snapped into its range.
 */
export function parseMapUrlState(
  params: URLSearchParams,
  fallbackStyle: MapStyle = DEFAULT_MAP_URL_STATE.style,
): MapUrlState {
  const style = params.get('style');
  const view = params.get('view');
  const zoomText = params.get('zoom');
  const zoom = zoomText === null || zoomText.trim() === '' ? NaN : Number(zoomText);
  return {
    style: isOneOf(MAP_STYLES, style) ? style : fallbackStyle,
    layers: parseLayers(params.get('layers')),
    zoom: clampZoom(zoom),
    view: isOneOf(MAP_VIEW_MODES, view) ? view : DEFAULT_MAP_URL_STATE.view,
    radar: params.get('radar') === RADAR_ON,
  };
}

/**
 * Writes the state into a copy of `params`: a value equal to its default is removed, so the plain
 * `/` stays the default view and links stay short. Other keys are kept.
 */
export function writeMapUrlState(
  params: URLSearchParams,
  state: MapUrlState,
  defaultStyle: MapStyle = DEFAULT_MAP_URL_STATE.style,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: (typeof MAP_URL_KEYS)[number], value: string, isDefault: boolean) => {
    if (isDefault) next.delete(key);
    else next.set(key, value);
  };
  set('style', state.style, state.style === defaultStyle);
  set('layers', serializeLayers(state.layers), sameLayers(state.layers, ALL_LAYERS));
  const zoom = clampZoom(state.zoom);
  set('zoom', String(zoom), zoom === ZOOM.initial);
  set('view', state.view, state.view === DEFAULT_MAP_URL_STATE.view);
  set('radar', RADAR_ON, !state.radar);
  return next;
}
