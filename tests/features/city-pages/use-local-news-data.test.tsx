import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { parseNews } from '@/entities/news/feed';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { newestFirst } from '@/domain/freshness';
import { localNews, NO_NEWS_FILTER, type NewsFilter } from '@/domain/news-selection';
import { useLocalNewsData } from '@/features/city-pages/use-local-news-data';
import { kindItems, useKindFeeds } from '@/kinds/kind-feeds';
import { demoNews } from '@/mocks/responses';
import { server } from '../../msw-server';
import { answer, answerLater, demoDomain, expectedFor } from '../../pages/city-page-support';
import { answerOneTrain } from '../../entities/transit/nextrip-answers';

const edina = demoDomain('edina.news');

function renderNewsData(filter: NewsFilter = NO_NEWS_FILTER) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  return renderHook(({ requested }) => useLocalNewsData(edina, requested), {
    wrapper,
    initialProps: { requested: filter },
  });
}

test('before the feeds answer: pending, and the counts are unknown rather than zero', () => {
  answerLater('/api/news');
  answerLater('/api/traffic-cams');
  const { result } = renderNewsData();
  expect(result.current.news).toEqual([]);
  expect(result.current.newsFeed).toMatchObject({ pending: true, hasData: false, failed: false });
  expect(result.current.counts).toMatchObject({
    cameras: null,
    camerasFailed: false,
    stories: null,
    storiesShown: null,
    storiesFailed: false,
  });
  expect(result.current.counts.stations).toBeGreaterThan(0);
});

test("the domain's local news, newest first, with its counts", async () => {
  const { result } = renderNewsData();
  await waitFor(() => expect(result.current.newsFeed.hasData).toBe(true));
  await waitFor(() => expect(result.current.counts.cameras).not.toBeNull());
  const local = newestFirst(localNews(parseNews(demoNews()), edina));
  expect(local.length).toBeGreaterThan(0);
  expect(result.current.news.map((item) => item.id)).toEqual(local.map((item) => item.id));
  const { counts } = expectedFor(edina, local.length);
  expect(result.current.counts).toMatchObject({
    cameras: counts.cameras,
    stories: counts.stories,
    storiesShown: counts.storiesShown,
  });
  expect(result.current.filter).toEqual(NO_NEWS_FILTER);
  expect(result.current.categories.length).toBeGreaterThan(0);
});

test('a category filter narrows the list; the map gets the same predicate', async () => {
  const { result, rerender } = renderNewsData();
  await waitFor(() => expect(result.current.categories.length).toBeGreaterThan(0));
  const all = result.current.news;
  const category = result.current.categories[0] ?? '';
  rerender({ requested: { ...NO_NEWS_FILTER, category } });
  expect(result.current.filter.category).toBe(category);
  const shown = result.current.news;
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((item) => item.category.toLowerCase() === category.toLowerCase())).toBe(true);
  expect(all.filter(result.current.newsFilter).map((item) => item.id)).toEqual(
    shown.map((item) => item.id),
  );
});

test('a category the feed no longer has counts as all', async () => {
  const { result, rerender } = renderNewsData();
  await waitFor(() => expect(result.current.newsFeed.hasData).toBe(true));
  const all = result.current.news;
  rerender({ requested: { ...NO_NEWS_FILTER, category: 'no such category' } });
  expect(result.current.filter).toEqual(NO_NEWS_FILTER);
  expect(result.current.news).toEqual(all);
});

test('a news feed that fails before answering is failed; retry asks again', async () => {
  answer('/api/news', { message: 'down' }, 500);
  const { result } = renderNewsData();
  await waitFor(() => expect(result.current.newsFeed.failed).toBe(true));
  expect(result.current.counts).toMatchObject({ stories: null, storiesFailed: true });
  server.resetHandlers();
  act(() => result.current.newsFeed.retry());
  await waitFor(() => expect(result.current.newsFeed.hasData).toBe(true));
  expect(result.current.newsFeed.failed).toBe(false);
  expect(result.current.counts.storiesFailed).toBe(false);
  expect(result.current.news.length).toBeGreaterThan(0);
});

test('a camera feed that fails before answering is failed, and its count unknown', async () => {
  answer('/api/traffic-cams', { message: 'down' }, 500);
  const { result } = renderNewsData();
  await waitFor(() => expect(result.current.counts.camerasFailed).toBe(true));
  expect(result.current.counts.cameras).toBeNull();
});

test('per kind: how many are near the domain and how many the filter shows (news alone has one)', async () => {
  const { result, rerender } = renderNewsData();
  await waitFor(() => expect(result.current.categories.length).toBeGreaterThan(0));
  await waitFor(() => expect(result.current.counts.camera.count).not.toBeNull());
  const category = result.current.categories[0] ?? '';
  rerender({ requested: { ...NO_NEWS_FILTER, category } });
  const { counts } = expectedFor(edina, 0, { ...NO_NEWS_FILTER, category });
  expect(counts.storiesShown).toBeLessThan(counts.stories);
  expect(result.current.counts.camera).toEqual({
    count: counts.cameras,
    shown: counts.cameras,
    failed: false,
  });
  expect(result.current.counts.weather).toEqual({
    count: counts.stations,
    shown: counts.stations,
    failed: false,
  });
  expect(result.current.counts.news).toEqual({
    count: counts.stories,
    shown: counts.storiesShown,
    failed: false,
  });
});

test('the transit count names the vehicles near the domain, not the stations', async () => {
  const { result } = renderNewsData();
  await waitFor(() => expect(result.current.counts.transit.count).not.toBeNull());
  const { count, shown } = result.current.counts.transit;
  // The demo runs 16 trains; some 30 stations lie within Edina's 25 km.
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(16);
  expect(shown).toBe(count);
});

test('the counts are what the local map draws: a train over 5 minutes old is not counted, and one ageing past it stops being counted', async () => {
  vi.useFakeTimers({ now: Date.now(), shouldAdvanceTime: true });
  try {
    let down = false;
    answerOneTrain(Date.now(), () => down);
    const { result } = renderNewsData();
    await waitFor(() => expect(result.current.counts.transit.count).toBe(1));
    // NexTrip fails from now on: no new answer, the train's position only ages.
    down = true;
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(result.current.counts.transit.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1.5 * 60_000));
    expect(result.current.counts.transit.count).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

test('a train already over 5 minutes old when it arrives is not counted', async () => {
  answerOneTrain(Date.now() - 6 * 60_000);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
  const { result } = renderHook(
    () => ({ local: useLocalNewsData(edina, NO_NEWS_FILTER), feeds: useKindFeeds() }),
    { wrapper },
  );
  const vehicles = () =>
    (kindItems(result.current.feeds, 'transit') ?? []).filter((point) => point.type === 'vehicle');
  await waitFor(() => expect(vehicles()).toHaveLength(1));
  expect(result.current.local.counts.transit.count).toBe(0);
});
