import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { feedFrom, identityView, type Feed, type FeedView } from './feed';
import { READER } from './polling';

type FeedOptions<Cached> = UseQueryOptions<Cached, Error, Cached, QueryKey> & {
  meta?: { refreshMs?: number };
};

/**
 * A reader of a feed: shares its cache and never polls (the page's FeedPolling does). A list read
 * once per page (cities, domains) has no poller: its reader fetches it, and again after a failure.
 */
export function useFeedOf<Cached, T = Cached>(
  options: FeedOptions<Cached>,
  view: FeedView<Cached, T> = identityView<Cached>() as unknown as FeedView<Cached, T>,
  { enabled = true }: { enabled?: boolean } = {},
): Feed<T> {
  const polled = options.meta?.refreshMs !== undefined;
  const result = useQuery({ ...options, ...(polled ? READER : {}), enabled });
  return feedFrom(result, options.meta?.refreshMs ?? 0, view);
}
