import { feedFrom, type Feed, type FeedDefinition } from './feed';
import { READER } from './polling';
import { useQueryInTransition } from './use-query-in-transition';

/**
 * A reader of a feed: shares its cache and never polls (the page's FeedPolling does). A list read
 * once per page (cities, domains) has no poller: its reader fetches it, and again after a failure.
 */
export function useFeed<Cached, T>(
  feed: FeedDefinition<Cached, T>,
  { enabled = true }: { enabled?: boolean } = {},
): Feed<T> {
  const options = feed.query();
  const polled = options.meta?.refreshMs !== undefined;
  const result = useQueryInTransition({ ...options, ...(polled ? READER : {}), enabled });
  return feedFrom(result, options.meta?.refreshMs ?? 0, feed.view);
}
