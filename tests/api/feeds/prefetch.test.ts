import { expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { prefetchFeed } from '@/api/feeds/prefetch';
import { eventually } from '../../eventually';

test('the answer lands in the cache under the feed’s own key', async () => {
  const client = createQueryClient();
  prefetchFeed(client, { queryKey: ['feed', 'a'], queryFn: () => Promise.resolve([1, 2, 3]) });
  await eventually(() => expect(client.getQueryData(['feed', 'a'])).toEqual([1, 2, 3]));
});

test('a failed request is kept for the feed’s reader, never thrown at the caller', async () => {
  const client = createQueryClient();
  expect(() =>
    prefetchFeed(client, {
      queryKey: ['feed', 'b'],
      queryFn: () => Promise.reject(new Error('503 Service Unavailable')),
    }),
  ).not.toThrow();
  await eventually(() =>
    expect(client.getQueryState(['feed', 'b'])?.error?.message).toBe('503 Service Unavailable'),
  );
});

test('a feed already in the cache is not fetched again', async () => {
  const client = createQueryClient();
  client.setQueryData(['feed', 'c'], ['kept']);
  const queryFn = vi.fn(() => Promise.resolve(['new']));
  prefetchFeed(client, { queryKey: ['feed', 'c'], queryFn });
  await Promise.resolve();
  expect(queryFn).not.toHaveBeenCalled();
  expect(client.getQueryData(['feed', 'c'])).toEqual(['kept']);
});
