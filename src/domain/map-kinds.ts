/**
 * The map's kinds of point in one table: per kind, its layer key (the switch, the URL's `layers=`
 * and the key of its placed items), how its items are placed and its marker's box. Facts only: what
 * a visitor reads of each kind is in words/map-kinds.ts. Typed per kind, so a new kind in
 * `MapKindItems` makes the compiler point at this table, at the words' table and at every
 * `Record<MapKind, …>` elsewhere (the glyphs and details bodies in components/map/kinds, the
 * toggles' icons, the legend); the list rows, live counts and the city pages' panels loop over it.
 */
import { mapArea, placeCameras, placeNews, placeStations } from './map-items';
import type { MapArea, MapItemsInput, Placed } from './map-items';
import type { Camera, LatLng, NewsItem, TransitPoint, WeatherStation } from './types';
import { TRANSIT_KIND } from './transit-kind';

/** What a point of each kind stands for. */
export interface MapKindItems {
  camera: Camera;
  weather: WeatherStation;
  news: NewsItem;
  transit: TransitPoint;
}

export type MapKind = keyof MapKindItems;

/** One thing a marker, a card or a list entry stands for; what the details dialog shows. */
export type MapItemRef = { [K in MapKind]: { kind: K; item: MapKindItems[K] } }[MapKind];

/** The map's two marker looks: light maps (metro page, city pages) and the phone's dark map. */
export type MarkerTone = 'light' | 'dark';

/** A marker's size on screen (px). */
export type MarkerBox = readonly [width: number, height: number];

export interface MapKindSpec<K extends MapKind> {
  /** Its key in the layer switches, in `?layers=` and in the placed items (`MapItems`). */
  layer: string;
  /**
   * For a kind of two sorts of point (transit: vehicles and stations), how many its layer switch
   * counts (only one sort); else every item.
   */
  switchCount?: (items: readonly MapKindItems[K][]) => number;
  /** The items the map draws for an area, each at its point, in feed order. */
  place: (items: readonly MapKindItems[K][], area: MapArea) => Placed<MapKindItems[K]>[];
  /** The marker's box on screen (px), per tone: what the clustering keeps apart. */
  box: Readonly<Record<MarkerTone, MarkerBox>>;
  /** One marker's box, for a kind whose markers differ in size (transit's pills); else `box`. */
  itemBox?: (item: MapKindItems[K], tone: MarkerTone) => MarkerBox;
}

/** 'pending' before the first answer, 'error' when the feed failed with no data, else 'ready'. */
export type LiveFeedState = 'pending' | 'error' | 'ready';

/** Mean of the measured temperatures (°F, rounded); null when no station has a reading. */
export function averageTemperatureF(stations: readonly WeatherStation[]): number | null {
  const measured = stations.filter((station) => !station.fallbackFields.includes('temperatureF'));
  return measured.length
    ? Math.round(measured.reduce((sum, station) => sum + station.temperatureF, 0) / measured.length)
    : null;
}

/**
 * The kinds in draw order (later kinds are drawn on top). Light maps draw 24 px cameras, 28 px
 * stories and a 48 px weather pill; the phone's dark map 32 px.
 */
export const MAP_KINDS = {
  camera: {
    layer: 'cameras',
    place: placeCameras,
    box: { light: [24, 24], dark: [32, 32] },
  },
  weather: {
    layer: 'weather',
    place: (items) => placeStations(items),
    box: { light: [48, 28], dark: [48, 28] },
  },
  news: {
    layer: 'news',
    place: (items, area) => placeNews(items, area),
    box: { light: [28, 28], dark: [32, 32] },
  },
  transit: TRANSIT_KIND,
} as const satisfies { [K in MapKind]: MapKindSpec<K> };

/** A kind's row, read through its spec's type (so every place function takes an area). */
export const kindSpec = <K extends MapKind>(kind: K): MapKindSpec<K> =>
  MAP_KINDS[kind] as unknown as MapKindSpec<K>;

/** Every kind, in draw order. */
export const MAP_KIND_LIST = Object.keys(MAP_KINDS) as MapKind[];

/** A kind's layer key: `cameras`, `weather`, `news`. */
export type MapLayerKey = (typeof MAP_KINDS)[MapKind]['layer'];
type LayerOf<K extends MapKind> = (typeof MAP_KINDS)[K]['layer'];

/** The layer keys, in draw order. */
export const MAP_LAYER_KEYS: readonly MapLayerKey[] = MAP_KIND_LIST.map(
  (kind) => MAP_KINDS[kind].layer,
);

/** Which layers are on. */
export type MapLayers = Record<MapLayerKey, boolean>;

/** What the map draws: each kind's placed items under its layer key. */
export type MapItems = { [K in MapKind as LayerOf<K>]: Placed<MapKindItems[K]>[] };

/** The placed items of one kind. */
export function placedOf<K extends MapKind>(items: MapItems, kind: K): Placed<MapKindItems[K]>[] {
  return (items as unknown as Record<MapLayerKey, Placed<MapKindItems[K]>[]>)[
    MAP_KINDS[kind].layer
  ];
}

/** A reference to an item of a kind (the cast TypeScript cannot make over a generic kind). */
export const refOf = <K extends MapKind>(kind: K, item: MapKindItems[K]) =>
  ({ kind, item }) as MapItemRef;

/** Each shown layer's points, in draw order, as references with the point they are drawn at. */
export function shownPoints(
  items: MapItems,
  layers: MapLayers,
): { ref: MapItemRef; point: LatLng }[] {
  const shown: { ref: MapItemRef; point: LatLng }[] = [];
  for (const kind of MAP_KIND_LIST) {
    if (!layers[MAP_KINDS[kind].layer]) continue;
    for (const { item, point } of placedOf(items, kind))
      shown.push({ ref: refOf(kind, item), point });
  }
  return shown;
}

/** Whether no layer is on (the map then says how to turn one on). */
export const noLayerShown = (layers: MapLayers): boolean =>
  MAP_LAYER_KEYS.every((key) => !layers[key]);

/** Whether any layer has a point to draw. */
export const hasPoints = (items: MapItems): boolean =>
  MAP_KIND_LIST.some((kind) => placedOf(items, kind).length > 0);

/**
 * What the map draws. Metro mode: everything with coordinates inside the box. Local mode: cameras
 * and news within 25 km of the domain, news without coordinates from the domain's county placed
 * at the centre, and the weather stations. Nothing outside the box is ever drawn.
 */
export function selectMapItems({
  cameras,
  news,
  stations,
  transit = [],
  mode,
  domain,
  newsFilter,
}: MapItemsInput): MapItems {
  const area = mapArea(mode, domain);
  return {
    cameras: kindSpec('camera').place(cameras, area),
    weather: kindSpec('weather').place(stations, area),
    news: kindSpec('news').place(newsFilter ? news.filter(newsFilter) : news, area),
    transit: kindSpec('transit').place(transit, area),
  };
}

/**
 * How many of a kind's items its switches and counts name: every item, or, for a kind of two
 * sorts, the one its words count (transit: "53 transit vehicles" counts the vehicles, not the
 * stations).
 */
export function kindCount<K extends MapKind>(kind: K, items: readonly MapKindItems[K][]): number {
  const switchCount = kindSpec(kind).switchCount;
  return switchCount ? switchCount(items) : items.length;
}

/** How many points each layer draws (the layer switches' counts). */
export function layerCounts(items: MapItems): Record<MapLayerKey, number> {
  return Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [
      MAP_KINDS[kind].layer,
      kindCount(kind, placedOf(items, kind).map(({ item }) => item) as MapKindItems[typeof kind][]),
    ]),
  ) as Record<MapLayerKey, number>;
}

/**
 * The place a cluster is named after: a city's name ("Eagan", kept as it is), or a city's downtown,
 * which has a sentence of its own (a language may not say "near" + its downtown label).
 */
export type ClusterPlace = string | { readonly downtownOf: string };
