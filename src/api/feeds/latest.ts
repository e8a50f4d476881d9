import type { FeedDefinition } from './feed';
import { useFeed } from './read';

/**
 * The freshest copy of an item a card or dialog shows: its feed may have refreshed since it opened.
 * An item the feed no longer lists stays as it was given.
 */
export function useLatestItem<Cached, T extends { id: string }>(
  feed: FeedDefinition<Cached, T[]>,
  item: T,
): T {
  return useFeed(feed).data?.find((candidate) => candidate.id === item.id) ?? item;
}
