import type { QueryClient } from '@tanstack/react-query';
import { liveUpdates } from './live-updates';

/**
 * Refetches every polled feed whose data is older than its interval. Used when the tab becomes
 * visible again and when live updates resume; this is not a focus refetch of fresh data.
 */
export function refetchOverdueFeeds(client: QueryClient, now = Date.now()): void {
  for (const query of client.getQueryCache().getAll()) {
    const refreshMs = query.meta?.refreshMs;
    if (!refreshMs || query.getObserversCount() === 0) continue;
    if (now - query.state.dataUpdatedAt >= refreshMs && query.state.fetchStatus === 'idle') {
      void client.refetchQueries({ queryKey: query.queryKey, exact: true });
    }
  }
}

/** Wires visibility and the pause switch to the query client; returns an unsubscribe function. */
export function installRefreshPolicy(client: QueryClient, doc: Document = document): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && !liveUpdates.isPaused()) refetchOverdueFeeds(client);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const unsubscribePause = liveUpdates.subscribe(() => {
    // Re-reads each query's refetchInterval (it depends on the pause switch).
    client
      .getQueryCache()
      .getAll()
      .forEach((query) => query.observers.forEach((o) => o.setOptions(o.options)));
    if (!liveUpdates.isPaused()) refetchOverdueFeeds(client);
  });
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    unsubscribePause();
  };
}
