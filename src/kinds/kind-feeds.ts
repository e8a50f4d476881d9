/**
 * Each map kind's feed, from the registry, and one hook that reads them all. Every place that shows
 * the map's kinds reads them through `useKindFeeds`, and every page that shows the map polls
 * `MAP_KIND_FEEDS`, so no page names a kind's feed itself and none can leave one out.
 */
import type { Feed } from '@/api/feeds/feed';
import type { KindFeed } from '@/api/feeds/kind-feeds';
import { useFeed } from '@/api/feeds/read';
import type { MapKind, MapKindItems } from '@/domain/map-kinds';
import { KINDS, kindModule, MAP_KIND_LIST } from './registry';

export type { KindFeed };

/** Every kind's feed and fallback, in draw order. */
export const KIND_FEEDS = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [
    kind,
    { feed: KINDS[kind].feed, fallback: kindModule(kind).fallback },
  ]),
) as { readonly [K in MapKind]: KindFeed<K> };

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
 * not re-rendered by another feed's refresh, nor by one that brings the same data.
 */
export function useKindFeeds(): KindFeeds {
  const feeds: Partial<Record<MapKind, Feed<unknown>>> = {};
  // The kinds are a constant list, so the hooks are called in the same order on every render.
  for (const kind of MAP_KIND_LIST) {
    const { feed } = KIND_FEEDS[kind] as KindFeed<MapKind>;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- MAP_KIND_LIST never changes
    feeds[kind] = useFeed(feed);
  }
  return feeds as KindFeeds;
}
