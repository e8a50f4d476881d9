/**
 * Each map kind's feed in one table, and one hook that reads them all. A new kind in the domain's
 * table (`MapKindItems`) is a compile error here until it names its feed; every place that shows
 * the map's kinds reads them through `useKindFeeds`, so none names a kind's feed itself.
 */
import { MAP_KIND_LIST, type MapKind, type MapKindItems } from '@/domain/map-kinds';
import { transitPointsFeed } from '@/entities/transit/feed';
import { camerasFeed } from './cameras';
import type { Feed, FeedDefinition } from './feed';
import { newsFeed } from './news';
import { useFeed } from './read';
import { FALLBACK_STATIONS, weatherStationsFeed } from './weather-stations';

export interface KindFeed<K extends MapKind> {
  /** The feed whose data is the kind's items (cached in whatever shape the feed keeps). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feed caches its own shape
  feed: FeedDefinition<any, MapKindItems[K][]>;
  /**
   * What the kind shows before its first answer (the weather stations' fallback readings). A kind
   * with a fallback is never waited on; one without shows nothing until its feed answers.
   */
  fallback?: readonly MapKindItems[K][];
}

export const KIND_FEEDS: { [K in MapKind]: KindFeed<K> } = {
  camera: { feed: camerasFeed },
  weather: { feed: weatherStationsFeed, fallback: FALLBACK_STATIONS },
  news: { feed: newsFeed },
  transit: { feed: transitPointsFeed },
};

/**
 * Every map kind's feed, in draw order: what a page that shows the map polls (beside its own
 * feeds), so no page can leave a kind out.
 */
export const MAP_KIND_FEEDS = MAP_KIND_LIST.map((kind) => KIND_FEEDS[kind].feed);

/** Every kind's feed, as `useFeed` reads one. */
export type KindFeeds = { readonly [K in MapKind]: Feed<MapKindItems[K][]> };

/** A kind's items: its feed's data, else its fallback, else none. */
export function kindItems<K extends MapKind>(
  feeds: KindFeeds,
  kind: K,
): readonly MapKindItems[K][] | undefined {
  return (feeds[kind] as Feed<MapKindItems[K][]>).data ?? KIND_FEEDS[kind].fallback;
}

/**
 * A reader of every kind's feed (never a poller: the page's FeedPolling polls): one `useFeed` per
 * kind, so each feed's fields are tracked on their own and a component that reads only `data` is
 * not re-rendered by another feed's refresh, nor by one that brings the same data. The object is
 * typed by the kinds, so a new kind is a compile error here until it is read.
 */
export function useKindFeeds(): KindFeeds {
  return {
    camera: useFeed(KIND_FEEDS.camera.feed),
    weather: useFeed(KIND_FEEDS.weather.feed),
    news: useFeed(KIND_FEEDS.news.feed),
    transit: useFeed(KIND_FEEDS.transit.feed),
  };
}
