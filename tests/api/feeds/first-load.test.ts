import { QueryClient } from '@tanstack/react-query';
import { expect, test, vi } from 'vitest';
import { afterPaintOnFirstLoad, isFirstLoad } from '@/api/feeds/first-load';
import { heldPaint } from '../../support/held-paint';

const paint = heldPaint();
vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: () => paint.painted }));

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

test('a feed with no answer in the cache waits for the first paint; one with an answer goes at once', async () => {
  const client = new QueryClient();
  const first = { client, queryKey: ['nws', 'forecast'] };
  const later = { client, queryKey: ['nws', 'stations'] };
  client.setQueryData(later.queryKey, []);
  expect(isFirstLoad(first)).toBe(true);
  expect(isFirstLoad(later)).toBe(false);

  const firstDone = settled(afterPaintOnFirstLoad(first));
  await afterPaintOnFirstLoad(later);
  expect(firstDone()).toBe(false);
  paint.done();
  await paint.painted;
  await Promise.resolve();
  expect(firstDone()).toBe(true);
});
