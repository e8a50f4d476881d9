/**
 * Who polls: one component per page (`FeedPolling`) for the feeds that page shows. Every other
 * observer is a reader (`READER`): it shares the cache but never starts an interval of its own, so a
 * feed polls exactly while a page that shows it is mounted, once, on its interval.
 */
import { onlineManager, useQuery } from '@tanstack/react-query';
import { createElement, useMemo, useSyncExternalStore } from 'react';
import { refreshInterval } from '../live-updates';
import type { FeedDefinition } from './feed';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page polls feeds of any data
export type AnyFeed = FeedDefinition<any, any>;

/** Polls one feed on its interval while mounted (paused with live updates); renders nothing. */
function FeedPoller({ feed }: { feed: AnyFeed }) {
  // Built once per feed: a page's re-render re-renders its pollers, and the options never change.
  const query = useMemo(() => feed.query(), [feed]);
  // Queries run offline too (the service worker answers with its copy), but polls wait for the
  // return, which asks every feed at once.
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  useQuery({
    ...query,
    refetchInterval: () => (online ? refreshInterval(query.meta?.refreshMs ?? 0) : false),
    refetchOnReconnect: 'always',
    // The poller shows nothing, so it never re-renders.
    notifyOnChangeProps: [],
  });
  return null;
}

const subscribeOnline = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Polls `feeds` on their intervals while mounted (paused with live updates); renders nothing. One
 * observer per feed (`useQuery`), not `useQueries`: the first screen does not download TanStack's
 * QueriesObserver (about 1.2 KB gzip) for what a list of single observers does as well.
 */
export function FeedPolling({ feeds }: { feeds: readonly AnyFeed[] }) {
  return feeds.map((feed) => createElement(FeedPoller, { key: pollerKey(feed), feed }));
}

const pollerKeys = new WeakMap<AnyFeed, string>();

/** A feed's query key as a React key, worked out once per feed rather than at every page render. */
function pollerKey(feed: AnyFeed): string {
  let key = pollerKeys.get(feed);
  if (key === undefined) {
    key = JSON.stringify(feed.query().queryKey);
    pollerKeys.set(feed, key);
  }
  return key;
}
