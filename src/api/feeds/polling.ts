/**
 * Who polls: one component per page (`FeedPolling`) for the feeds that page shows. Every other
 * observer is a reader (`READER`): it shares the cache but never starts an interval of its own, so a
 * feed polls exactly while a page that shows it is mounted, once, on its interval.
 */
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { refreshInterval } from '../live-updates';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { refreshMs?: number };
  }
}

/**
 * Options for an observer that reads a feed another component polls. Nor does it retry a failed
 * feed when it mounts: a part that mounts once a feed has failed would otherwise refetch it, and,
 * if that makes the part unmount while it loads, do so again at every failure.
 */
export const READER = {
  refetchInterval: false,
  refetchOnReconnect: false,
  retryOnMount: false,
} as const;

/** A feed's query options; `meta.refreshMs` is its cadence. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of feeds of any data type
export type PolledQuery = UseQueryOptions<any, Error, any, QueryKey> & {
  meta: { refreshMs: number };
};

/** Polls `feeds` on their intervals while mounted (paused with live updates); renders nothing. */
export function useFeedPolling(feeds: readonly PolledQuery[]): void {
  useQueries({
    queries: feeds.map((feed) => ({
      ...feed,
      refetchInterval: () => refreshInterval(feed.meta.refreshMs),
      refetchOnReconnect: 'always' as const,
      // The poller shows nothing, so it never re-renders.
      notifyOnChangeProps: [],
    })),
  });
}

export function FeedPolling({ feeds }: { feeds: readonly PolledQuery[] }) {
  useFeedPolling(feeds);
  return null;
}
