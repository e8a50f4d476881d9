/**
 * What a visitor reads of each of the map's kinds (domain/map-kinds.ts holds their facts): the
 * start of a marker's name, its layer's name, how clusters and panels count it, its list line, its
 * feed's loading and failure lines, and its rows in the live-data and city panels. Typed per kind,
 * so a kind without words does not compile. The words are getters and functions, read from the
 * catalog in the language of the moment.
 */
import { t, tp } from '@/i18n/translate';
import {
  averageTemperatureF,
  type ClusterPlace,
  type LiveFeedState,
  type MapItemRef,
  type MapKind,
  type MapKindItems,
  MAP_KIND_LIST,
} from '@/domain/map-kinds';
import { fromFeed, type DetailPart } from './detail-part';
import {
  CAMERA_STATUS_LABEL,
  FEED_MESSAGES,
  IMPACT_LABEL,
  joinCounts,
  temperatureLabel,
} from './labels';
import { TRANSIT_WORDS } from './transit-kind';

export interface KindWords<K extends MapKind> {
  /** The start of a marker's and a list entry's accessible name (contract): "Traffic Camera". */
  label: string;
  /** Its layer's name on the layer switches and the list's headings: "Cameras". */
  layerLabel: string;
  /** How a cluster's name and the live summary count it: "2 traffic cameras". */
  count: (count: number) => string;
  /**
   * A kind of two sorts of point (transit: vehicles and stations) names each one's label and
   * counts them apart in a cluster's name.
   */
  sorts?: {
    label: (item: MapKindItems[K]) => string;
    count: (items: readonly MapKindItems[K][]) => string;
  };
  /** The item's own name, after the label. */
  title: (item: MapKindItems[K]) => string;
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

export interface KindFeedWords {
  loading: () => string;
  messages: { readonly unavailable: string; readonly refreshFailed: string };
  /** The refresh failure with the age of what is shown (ms since the epoch, now). */
  failedWithAge?: (updatedAt: number, now: number) => string;
}

/**
 * The kinds' words, in the kinds' draw order. Light and dark maps read the same words.
 */
export const KIND_WORDS = {
  camera: {
    get label() {
      return t('map.kind.camera.label');
    },
    get layerLabel() {
      return t('map.kind.camera.layer');
    },
    count: (count) => tp('map.kind.camera.count', count),
    title: (item) => item.name,
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
    get label() {
      return t('map.kind.weather.label');
    },
    get layerLabel() {
      return t('map.kind.weather.layer');
    },
    count: (count) => tp('map.kind.weather.count', count),
    title: (item) => item.name,
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
    get label() {
      return t('map.kind.news.label');
    },
    get layerLabel() {
      return t('map.kind.news.layer');
    },
    count: (count) => tp('map.kind.news.count', count),
    title: (item) => item.title,
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
  transit: TRANSIT_WORDS,
} as const satisfies { [K in MapKind]: KindWords<K> };

/** A kind's words, read through their type (the cast TypeScript cannot make over a generic kind). */
export const kindWords = <K extends MapKind>(kind: K): KindWords<K> =>
  KIND_WORDS[kind] as unknown as KindWords<K>;

/** The exact accessible names of markers and list entries (contract), read when asked. */
export const KIND_LABEL: Readonly<Record<MapKind, string>> = {
  get camera() {
    return KIND_WORDS.camera.label;
  },
  get weather() {
    return KIND_WORDS.weather.label;
  },
  get news() {
    return KIND_WORDS.news.label;
  },
  get transit() {
    return KIND_WORDS.transit.label;
  },
};

/** The label of one marker: its kind's, or its sort's (a transit station). */
export function refLabel(ref: MapItemRef): string {
  const sorts = kindWords(ref.kind).sorts as
    { label: (item: MapItemRef['item']) => string } | undefined;
  return sorts ? sorts.label(ref.item) : KIND_LABEL[ref.kind];
}

export function itemTitle(ref: MapItemRef): string {
  return (kindWords(ref.kind).title as (item: MapItemRef['item']) => string)(ref.item);
}

/** The parts of a list entry's detail line, empty parts left out. */
export function describeItem(ref: MapItemRef): DetailPart[] {
  return (kindWords(ref.kind).describe as (item: MapItemRef['item']) => DetailPart[])(
    ref.item,
  ).filter(Boolean);
}

export function markerName(ref: MapItemRef): string {
  return t('map.marker.name', { kind: refLabel(ref), title: itemTitle(ref) });
}

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
    const sorts = kindWords(kind).sorts as
      { count: (items: MapItemRef['item'][]) => string } | undefined;
    return sorts ? sorts.count(items) : kindWords(kind).count(items.length);
  });
  const kinds = joinCounts(parts);
  const points = tp('map.cluster.points', refs.length, { kinds });
  if (typeof place === 'object') {
    return t('map.cluster.nearDowntown', { points, city: place.downtownOf });
  }
  return place ? t('map.cluster.near', { points, place }) : points;
}
