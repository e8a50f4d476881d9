import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useCameras } from '@/api/feeds/cameras';
import { newsQuery, useNews } from '@/api/feeds/news';
import { FALLBACK_STATIONS, useWeatherStations } from '@/api/feeds/weather-stations';
import {
  effectiveFilter,
  localCounts,
  localNews,
  matchesNewsFilter,
  newsCategories,
  newsTags,
  type NewsFilter,
} from '@/domain/news-selection';
import type { NewsItem, OwnedDomain } from '@/domain/types';
import { newestFirst } from '@/domain/freshness';
import type { NewsFeedState } from './news-feed-status';

export interface LocalCountsView {
  /** null until the feed first answers. */
  cameras: number | null;
  /** The feed failed before it ever answered. */
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

/** Local news, counts and filter options for a domain, from the shared feeds. */
export function useLocalNewsData(domain: OwnedDomain, requested: NewsFilter): LocalNewsData {
  const newsResult = useNews();
  const camerasResult = useCameras();
  const stations = useWeatherStations().data ?? FALLBACK_STATIONS;
  const allNews = newsResult.data ?? NO_ITEMS;
  const cameras = camerasResult.data ?? NO_ITEMS;

  const local = useMemo(() => localNews(allNews, domain), [allNews, domain]);
  const categories = useMemo(() => newsCategories(local), [local]);
  const tags = useMemo(() => newsTags(local), [local]);
  const { category, tag } = effectiveFilter(requested, categories, tags);
  const filter = useMemo(() => ({ category, tag }), [category, tag]);
  const newsFilter = useCallback((item: NewsItem) => matchesNewsFilter(item, filter), [filter]);
  const news = useMemo(() => newestFirst(local.filter(newsFilter)), [local, newsFilter]);
  const counts = useMemo(
    () => localCounts(domain, { cameras, stations, news: allNews }, filter),
    [domain, cameras, stations, allNews, filter],
  );

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
      cameras: camerasResult.data ? counts.cameras : null,
      camerasFailed: camerasResult.failure !== null && !camerasResult.data,
      stations: counts.stations,
      stories: newsResult.data ? counts.stories : null,
      storiesShown: newsResult.data ? counts.storiesShown : null,
      storiesFailed: newsResult.failure !== null && !newsResult.data,
    },
    newsFilter,
  };
}
