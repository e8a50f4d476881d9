/**
 * Every polled feed by name: what a page lists for its FeedPolling, and what a freshness line
 * reads by itself (so a refresh that brings the same data re-renders that line, not its list).
 */
import type { Feed } from './feed';
import { camerasQuery } from './cameras';
import { newsQuery } from './news';
import type { PolledQuery } from './polling';
import { useFeedOf } from './read';
import { serverWeatherQuery } from './server-weather';
import { snapshotView } from './snapshot-view';
import { systemStatusQuery } from './system-status';
import { transitQuery } from './transit';
import { weatherStationsQuery } from './weather-stations';

const QUERIES = {
  cameras: camerasQuery,
  news: newsQuery,
  stations: weatherStationsQuery,
  weather: serverWeatherQuery,
  transit: transitQuery,
  systemStatus: systemStatusQuery,
} as const;

export type FeedName = keyof typeof QUERIES;

const SNAPSHOT_FEEDS: ReadonlySet<FeedName> = new Set(['weather', 'transit']);

/** The queries a page polls, in a stable list (FeedPolling's `feeds`). */
export function polledFeeds(...names: FeedName[]): readonly PolledQuery[] {
  return names.map((name) => QUERIES[name]() as PolledQuery);
}

/** A feed's freshness only: when it was read, whether the last refresh failed. */
export function useFeedByName(name: FeedName): Feed<unknown> {
  return useFeedOf<unknown, unknown>(
    QUERIES[name]() as never,
    SNAPSHOT_FEEDS.has(name) ? (snapshotView() as never) : undefined,
  );
}
