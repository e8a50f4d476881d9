import { useQuery } from '@tanstack/react-query';
import { feedFrom, type Feed, type FeedDefinition } from './feed';
import { READER } from './polling';

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
  const result = useQuery({ ...options, ...(polled ? READER : {}), enabled });
  return feedFrom(result, options.meta?.refreshMs ?? 0, feed.view);
}
