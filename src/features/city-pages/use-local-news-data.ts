import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { kindItems, useKindFeeds, type KindFeeds } from '@/kinds/kind-feeds';
import { newsQuery } from '@/entities/news/feed';
import {
  kindCount,
  MAP_KIND_LIST,
  MAP_KINDS,
  type MapKind,
  type MapKindItems,
} from '@/kinds/map-kinds';
import { useMapItems } from '@/kinds/use-map-items';
import type { Placed } from '@/domain/map-items';
import {
  effectiveFilter,
  localNews,
  matchesNewsFilter,
  newsCategories,
  newsTags,
  type NewsFilter,
} from '@/domain/news-selection';
import type { NewsItem, OwnedDomain } from '@/domain/types';
import { newestFirst } from '@/domain/freshness';
import { weakTupleMemo } from '@/lib/weak-tuple-memo';
import type { NewsFeedState } from './news-feed-status';

/** One kind's points that belong to the domain. */
export interface LocalKindCount {
  /** How many; null until its feed first answers (a kind with fallback data always has one). */
  count: number | null;
  /** How many of those the page's filter shows (only news has a filter); null with `count`. */
  shown: number | null;
  /** Its feed failed before it ever answered. */
  failed: boolean;
}

/** Every kind's count, typed by the kinds: the panels loop over the table and read these. */
export type LocalKindCounts = { readonly [K in MapKind]: LocalKindCount };

/** The kinds' counts, and the same figures in the news hook's own summary (cameras, stories). */
export interface LocalCountsView extends LocalKindCounts {
  cameras: number | null;
  camerasFailed: boolean;
  stations: number;
  stories: number | null;
  storiesShown: number | null;
  storiesFailed: boolean;
}

export interface LocalNewsData {
  /** Local news matching the filter, newest first (uncapped). */
  news: NewsItem[];
  newsFeed: NewsFeedState;
  categories: string[];
  tags: string[];
  /** The filter in force: a category or tag that vanished from the feed counts as 'all'. */
  filter: NewsFilter;
  counts: LocalCountsView;
  /** The same predicate the map gets as `newsFilter`. */
  newsFilter: (item: NewsItem) => boolean;
}

const NO_ITEMS: never[] = [];

/** What a kind's count keeps of its local items (the page's news filter). */
type Shown = { [K in MapKind]?: (item: MapKindItems[K]) => boolean };

// Keys that tell the kinds apart in the memo (two kinds may share the same empty list).
const KIND_KEY = Object.fromEntries(MAP_KIND_LIST.map((kind) => [kind, { kind }])) as Record<
  MapKind,
  object
>;
/** A kind's count, the same object for the same drawn items and filter. */
const countMemo = weakTupleMemo<LocalKindCount>();
const NO_FILTER = {};
const WAITING: LocalKindCount = { count: null, shown: null, failed: false };
const FAILED: LocalKindCount = { count: null, shown: null, failed: true };

/**
 * A kind's count: the items its local map draws (placed by the map's own rules: within 25 km and
 * the box, a vehicle not over 5 minutes old), and how many of them the page's filter shows.
 */
function countKind<K extends MapKind>(
  feeds: KindFeeds,
  kind: K,
  drawn: readonly Placed<MapKindItems[K]>[],
  shown: Shown,
): LocalKindCount {
  const feed = feeds[kind];
  const keep = shown[kind] as ((item: MapKindItems[K]) => boolean) | undefined;
  const failed = feed.failure !== null && feed.data === undefined;
  if (!kindItems(feeds, kind)) return failed ? FAILED : WAITING;
  return countMemo([KIND_KEY[kind], drawn, keep ?? NO_FILTER, failed ? FAILED : WAITING], () => {
    const local = drawn.map((placed) => placed.item);
    return {
      count: kindCount(kind, local),
      shown: kindCount(kind, keep ? local.filter(keep) : local),
      failed,
    };
  });
}

/** Local news, counts and filter options for a domain, from the shared feeds. */
export function useLocalNewsData(domain: OwnedDomain, requested: NewsFilter): LocalNewsData {
  const feeds = useKindFeeds();
  const newsResult = feeds.news;
  const allNews = newsResult.data ?? NO_ITEMS;

  const local = useMemo(() => localNews(allNews, domain), [allNews, domain]);
  const categories = useMemo(() => newsCategories(local), [local]);
  const tags = useMemo(() => newsTags(local), [local]);
  const { category, tag } = effectiveFilter(requested, categories, tags);
  const filter = useMemo(() => ({ category, tag }), [category, tag]);
  const newsFilter = useCallback((item: NewsItem) => matchesNewsFilter(item, filter), [filter]);
  const news = useMemo(() => newestFirst(local.filter(newsFilter)), [local, newsFilter]);
  // What the local map draws, unfiltered: the counts are its markers' (UI contract).
  const drawn = useMapItems({ mode: 'local', domain }).items;
  const kinds = Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [
      kind,
      countKind(feeds, kind, drawn[MAP_KINDS[kind].layer] as Placed<MapKindItems[typeof kind]>[], {
        news: newsFilter,
      }),
    ]),
  ) as unknown as LocalKindCounts;

  const client = useQueryClient();
  const retry = useCallback(
    () => void client.refetchQueries({ queryKey: newsQuery().queryKey, exact: true }),
    [client],
  );
  return {
    news,
    newsFeed: {
      pending: newsResult.pending,
      hasData: newsResult.data !== undefined,
      failed: newsResult.failure !== null,
      retry,
    },
    categories,
    tags,
    filter,
    counts: {
      ...kinds,
      cameras: kinds.camera.count,
      camerasFailed: kinds.camera.failed,
      stations: kinds.weather.count ?? 0,
      stories: kinds.news.count,
      storiesShown: kinds.news.shown,
      storiesFailed: kinds.news.failed,
    },
    newsFilter,
  };
}
