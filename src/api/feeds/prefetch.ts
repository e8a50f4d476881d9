import type { QueryClient } from '@tanstack/react-query';

/** A feed's or a query's own options: its key and fetcher (and parser), as its readers use them. */
export interface PrefetchOptions {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * Starts a feed's request into the cache with the feed's own options, so the parts that read it
 * later find the answer there. A failure is kept in the cache, where the feed's reader shows it.
 */
export function prefetchFeed(client: QueryClient, options: PrefetchOptions): void {
  void client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
