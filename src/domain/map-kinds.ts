// Over 300 lines: the kinds' table (35 to 80 lines a kind) and its types, read side by side.
/**
 * The map's kinds of point in one table: per kind, its layer key (the switch, the URL's `layers=`
 * and the key of its placed items), the words a visitor reads, how its items are placed and its
 * marker's box. Typed per kind, so a new kind in `MapKindItems` makes the compiler point at this
 * table and at every `Record<MapKind, …>` elsewhere (the glyphs and details bodies in
 * components/map/kinds, the toggles' icons, the legend); the list rows, live counts and the city
 * pages' panels loop over it.
 */
import { t, tp } from '@/i18n/translate';
import { CAMERA_STATUS_LABEL, FEED_MESSAGES, IMPACT_LABEL, temperatureLabel } from './labels';
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
  /** The start of a marker's and a list entry's accessible name (contract): "Traffic Camera". */
  label: string;
  /** Its layer's name on the layer switches and the list's headings: "Cameras". */
  layerLabel: string;
  /** How a cluster's name and the live summary count it: "2 traffic cameras". */
  count: (count: number) => string;
  /**
   * A kind of two sorts of point (transit: vehicles and stations) names each one's label, counts
   * them apart in a cluster's name, and counts only one sort on its layer switch.
   */
  sorts?: {
    label: (item: MapKindItems[K]) => string;
    count: (items: readonly MapKindItems[K][]) => string;
    switchCount: (items: readonly MapKindItems[K][]) => number;
  };
  /** The item's own name, after the label. */
  title: (item: MapKindItems[K]) => string;
  /** The items the map draws for an area, each at its point, in feed order. */
  place: (items: readonly MapKindItems[K][], area: MapArea) => Placed<MapKindItems[K]>[];
  /** The marker's box on screen (px), per tone: what the clustering keeps apart. */
  box: Readonly<Record<MarkerTone, MarkerBox>>;
  /** One marker's box, for a kind whose markers differ in size (transit's pills); else `box`. */
  itemBox?: (item: MapKindItems[K], tone: MarkerTone) => MarkerBox;
  /** The parts of the line under a list entry's name (empty parts are left out). */
  describe: (item: MapKindItems[K]) => DetailPart[];
  /**
   * Its feed in the map's words: the line while it alone loads, and its failure lines (read when
   * shown). Null for a feed the map never waits on (it starts from fallback data).
   */
  feed: KindFeedWords | null;
  /** Its row in the live-data panel: its name, and the line under its count. */
  live: {
    label: () => string;
    detail: (items: readonly MapKindItems[K][], feed: LiveFeedState) => string;
  };
  /** Its lines on the city pages' panels. */
  city: {
    /** The "Live Data Active" line: "12 traffic cameras". */
    live: (count: number) => string;
    /**
     * That line while its feed first loads, and when it failed with nothing to show. Null for a
     * kind the pages never wait on (it starts from fallback data, as `feed`).
     */
    liveWaiting: { loading: () => string; unavailable: () => string } | null;
    /** Its row's name in the city site's Local Data panel: "Traffic". */
    localLabel: () => string;
    /** The line under that name: "12 cameras". */
    localCount: (count: number) => string;
  };
}

/** A part of a list entry's detail line: our words, or the feed's own (`feed`, kept as sent). */
export type DetailPart = string | { feed: string };

/** The feed's words, or nothing when it gave none. */
const fromFeed = (text: string): DetailPart => (text ? { feed: text } : '');

export interface KindFeedWords {
  loading: () => string;
  messages: { readonly unavailable: string; readonly refreshFailed: string };
  /** The refresh failure with the age of what is shown (ms since the epoch, now). */
  failedWithAge?: (updatedAt: number, now: number) => string;
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
 * stories and a 48 px weather pill; the phone's dark map 32 px. The words are getters, read from
 * the catalog in the language of the moment.
 */
export const MAP_KINDS = {
  camera: {
    layer: 'cameras',
    get label() {
      return t('map.kind.camera.label');
    },
    get layerLabel() {
      return t('map.kind.camera.layer');
    },
    count: (count) => tp('map.kind.camera.count', count),
    title: (item) => item.name,
    place: placeCameras,
    box: { light: [24, 24], dark: [32, 32] },
    describe: (camera) => [
      fromFeed([camera.highway, camera.direction].filter(Boolean).join(' ')),
      camera.county && t('county', { county: camera.county }),
      CAMERA_STATUS_LABEL[camera.status],
    ],
    feed: { loading: () => FEED_MESSAGES.cameras.loading, messages: FEED_MESSAGES.cameras },
    live: {
      label: () => t('map.live.cameras'),
      detail: (cameras, feed) => {
        if (feed === 'error' && !cameras.length) return FEED_MESSAGES.cameras.unavailable;
        const active = cameras.filter((camera) => camera.status === 'active').length;
        return t('map.live.cameraStatus', { active, inactive: cameras.length - active });
      },
    },
    city: {
      live: (count) => tp('city.liveData.cameras', count),
      liveWaiting: {
        loading: () => t('city.liveData.camerasLoading'),
        unavailable: () => t('city.liveData.camerasUnavailable'),
      },
      localLabel: () => t('city.localData.traffic'),
      localCount: (count) => tp('city.localData.cameras', count),
    },
  },
  weather: {
    layer: 'weather',
    get label() {
      return t('map.kind.weather.label');
    },
    get layerLabel() {
      return t('map.kind.weather.layer');
    },
    count: (count) => tp('map.kind.weather.count', count),
    title: (item) => item.name,
    place: (items) => placeStations(items),
    box: { light: [48, 28], dark: [48, 28] },
    describe: (station) => [
      station.fallbackFields.includes('temperatureF')
        ? t('map.list.noTemperature')
        : temperatureLabel(station.temperatureF),
      station.fallbackFields.includes('conditions') ? '' : fromFeed(station.conditions),
      t('county', { county: station.county }),
    ],
    // Stations start from their fallback readings.
    feed: null,
    live: {
      label: () => t('map.live.stations'),
      detail: (stations, feed) => {
        const average = averageTemperatureF(stations);
        if (average !== null)
          return t('map.live.average', { temperature: temperatureLabel(average) });
        return feed === 'pending' ? t('map.live.loadingReadings') : t('map.live.noReadings');
      },
    },
    city: {
      live: (count) => tp('city.liveData.stations', count),
      // Stations start from their fallback readings.
      liveWaiting: null,
      localLabel: () => t('city.localData.weather'),
      localCount: (count) => tp('city.localData.stations', count),
    },
  },
  news: {
    layer: 'news',
    get label() {
      return t('map.kind.news.label');
    },
    get layerLabel() {
      return t('map.kind.news.layer');
    },
    count: (count) => tp('map.kind.news.count', count),
    title: (item) => item.title,
    place: (items, area) => placeNews(items, area),
    box: { light: [28, 28], dark: [32, 32] },
    describe: (story) => [
      fromFeed(story.category),
      IMPACT_LABEL[story.impact],
      fromFeed(story.source),
    ],
    feed: { loading: () => t('map.feed.loadingNews'), messages: FEED_MESSAGES.news },
    live: {
      label: () => t('map.live.news'),
      detail: (stories, feed) =>
        feed === 'error' && !stories.length
          ? FEED_MESSAGES.news.unavailable
          : tp('map.live.highImpact', stories.filter((story) => story.impact === 'high').length),
    },
    city: {
      live: (count) => tp('city.liveData.stories', count),
      liveWaiting: {
        loading: () => t('city.liveData.storiesLoading'),
        unavailable: () => t('city.liveData.storiesUnavailable'),
      },
      localLabel: () => t('city.localData.news'),
      localCount: (count) => tp('city.localData.stories', count),
    },
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

/** The exact accessible names of markers and list entries (contract), read when asked. */
export const KIND_LABEL: Readonly<Record<MapKind, string>> = {
  get camera() {
    return MAP_KINDS.camera.label;
  },
  get weather() {
    return MAP_KINDS.weather.label;
  },
  get news() {
    return MAP_KINDS.news.label;
  },
  get transit() {
    return MAP_KINDS.transit.label;
  },
};

/** The label of one marker: its kind's, or its sort's (a transit station). */
export function refLabel(ref: MapItemRef): string {
  const sorts = kindSpec(ref.kind).sorts as
    { label: (item: MapItemRef['item']) => string } | undefined;
  return sorts ? sorts.label(ref.item) : KIND_LABEL[ref.kind];
}

export function itemTitle(ref: MapItemRef): string {
  return (kindSpec(ref.kind).title as (item: MapItemRef['item']) => string)(ref.item);
}

/** The parts of a list entry's detail line, empty parts left out. */
export function describeItem(ref: MapItemRef): DetailPart[] {
  return (kindSpec(ref.kind).describe as (item: MapItemRef['item']) => DetailPart[])(
    ref.item,
  ).filter(Boolean);
}

export function markerName(ref: MapItemRef): string {
  return t('map.marker.name', { kind: refLabel(ref), title: itemTitle(ref) });
}

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
  const sorts = kindSpec(kind).sorts;
  return sorts ? sorts.switchCount(items) : items.length;
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

/**
 * A cluster's accessible name: its visible count first (WCAG 2.5.3, label in name), then what it
 * holds, kind by kind, and where: "14 points: 12 traffic cameras, 2 news stories near Downtown
 * Minneapolis".
 */
export function clusterName(refs: readonly MapItemRef[], place: ClusterPlace): string {
  const members = new Map<MapKind, MapItemRef['item'][]>();
  for (const ref of refs) {
    const list = members.get(ref.kind);
    if (list) list.push(ref.item);
    else members.set(ref.kind, [ref.item]);
  }
  const parts = MAP_KIND_LIST.filter((kind) => members.has(kind)).map((kind) => {
    const items = members.get(kind) ?? [];
    const sorts = kindSpec(kind).sorts as
      { count: (items: MapItemRef['item'][]) => string } | undefined;
    return sorts ? sorts.count(items) : kindSpec(kind).count(items.length);
  });
  const kinds = parts.length
    ? parts.reduce((first, next) => t('map.cluster.kindsJoin', { first, next }))
    : '';
  const points = tp('map.cluster.points', refs.length, { kinds });
  if (typeof place === 'object') {
    return t('map.cluster.nearDowntown', { points, city: place.downtownOf });
  }
  return place ? t('map.cluster.near', { points, place }) : points;
}
