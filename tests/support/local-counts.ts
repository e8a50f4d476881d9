import { localNews, matchesNewsFilter, nearDomain, type NewsFilter } from '@/domain/news-selection';
import type { MaybeLatLng, NewsItem, OwnedDomain } from '@/domain/types';

/** What a city page should count for a domain. */
export interface LocalCounts {
  /** Cameras with coordinates within 25 km. */
  cameras: number;
  /** Weather stations within 25 km. */
  stations: number;
  /** All local stories (unfiltered). */
  stories: number;
  /** Local stories matching the filter: the news markers the map draws. */
  storiesShown: number;
}

/**
 * What a city page should count for a domain, from the pure selection rules alone: the tests' oracle
 * for the page's panels (which count per map kind through the kinds' own rows).
 */
export function localCounts(
  domain: OwnedDomain,
  feeds: {
    cameras: readonly { position: MaybeLatLng }[];
    stations: readonly { position: MaybeLatLng }[];
    news: readonly NewsItem[];
  },
  filter: NewsFilter,
): LocalCounts {
  const stories = localNews(feeds.news, domain);
  return {
    cameras: nearDomain(feeds.cameras, domain).length,
    stations: nearDomain(feeds.stations, domain).length,
    stories: stories.length,
    storiesShown: stories.filter((item) => matchesNewsFilter(item, filter)).length,
  };
}
