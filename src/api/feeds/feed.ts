/**
 * What every reader of a feed gets: one shape for cameras, news, stations, weather, transit,
 * system status and alerts, so loading, failure and freshness read the same everywhere.
 */
import type { QueryKey, QueryObserverResult, UseQueryOptions } from '@tanstack/react-query';
import { isStale } from '@/domain/freshness';
import { toDeviceClock } from '../server-clock';

export interface Feed<T> {
  /** The last good data; undefined before the first good answer. */
  readonly data: T | undefined;
  /**
   * When the data was read (ms since the epoch, this device's clock): the server's own timestamp
   * when it sends one (never later than the answer's arrival), else the arrival; 0 before the
   * first good answer.
   */
  readonly updatedAt: number;
  /** The feed's refresh interval (ms). */
  readonly intervalMs: number;
  /** The data is older than twice the interval, as of this render (freshness lines tick on their own). */
  readonly stale: boolean;
  /** Why the last request failed (the data, if any, is the last good one); null after a success. */
  readonly failure: Error | null;
  /** No answer yet: neither data nor a failure. */
  readonly pending: boolean;
  /** Who read the data, when the server says ("National Weather Service"); '' otherwise. */
  readonly source: string;
}

/** How a query's cached value becomes a feed's data (for answers wrapped with source and time). */
export interface FeedView<Cached, T> {
  data: (cached: Cached) => T;
  /** The server's read time (ms), or 0 when it gave none that parses. */
  readAt?: (cached: Cached) => number;
  source?: (cached: Cached) => string;
}

/**
 * A `Feed` over a TanStack result. Its fields are getters that read the result only when a
 * component reads them: TanStack re-renders a component only for the result fields it read, so a
 * list that reads `data` alone is not re-rendered by a refresh that brings the same data.
 */
export function feedFrom<Cached, T>(
  result: QueryObserverResult<Cached>,
  intervalMs: number,
  view: FeedView<Cached, T>,
): Feed<T> {
  const updatedAt = () => {
    const arrived = result.dataUpdatedAt;
    if (result.data === undefined || !arrived) return 0;
    const read = view.readAt?.(result.data) ?? 0;
    // The server's read time on this device's clock: a clock hours off makes no reading look old.
    return read > 0 ? Math.min(toDeviceClock(read), arrived) : arrived;
  };
  return {
    get data() {
      return result.data === undefined ? undefined : view.data(result.data);
    },
    get updatedAt() {
      return updatedAt();
    },
    intervalMs,
    get stale() {
      return isStale(updatedAt(), Date.now(), intervalMs);
    },
    get failure() {
      return result.error;
    },
    get pending() {
      return result.isPending;
    },
    get source() {
      return result.data === undefined ? '' : (view.source?.(result.data) ?? '');
    },
  };
}

const IDENTITY: FeedView<unknown, unknown> = { data: (cached) => cached };

/** The cached value is the data itself. */
export function identityView<T>(): FeedView<T, T> {
  return IDENTITY as FeedView<T, T>;
}

/**
 * A feed as pages and readers name it: its query options (with `meta.refreshMs` when polled) and
 * how its cached value reads as data. Each endpoint's module exports one; a page lists those it
 * polls, a freshness line reads one.
 */
export interface FeedDefinition<Cached, T> {
  query: () => UseQueryOptions<Cached, Error, Cached, QueryKey> & { meta?: { refreshMs?: number } };
  view: FeedView<Cached, T>;
}

export function defineFeed<Cached, T = Cached>(
  query: FeedDefinition<Cached, T>['query'],
  view: FeedView<Cached, T> = identityView<Cached>() as unknown as FeedView<Cached, T>,
): FeedDefinition<Cached, T> {
  return { query, view };
}
