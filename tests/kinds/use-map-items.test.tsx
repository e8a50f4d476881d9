import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { useMapItems } from '@/kinds/use-map-items';
import { markerName } from '@/kinds/kind-words';
import type { NewsItem, OwnedDomain } from '@/domain/types';
import { demoCameras, demoNews } from '@/mocks/responses';
import { server } from '../msw-server';
import { answerLater, demoDomain } from '../pages/city-page-support';
import { inMetroBox } from '../support/metro-box';
import { answerOneTrain } from '../entities/transit/nextrip-answers';

type Options = Parameters<typeof useMapItems>[0];

/** The app's providers around a hook, with a query client of its own. */
function appWrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <AppProviders client={client}>{children}</AppProviders>
  );
}

function renderItems(options: Options = {}) {
  return renderHook((props: Options) => useMapItems(props), {
    wrapper: appWrapper(),
    initialProps: options,
  });
}

test('before the feeds answer: no cameras or news yet, the stations’ fallback readings', () => {
  answerLater('/api/traffic-cams');
  answerLater('/api/news');
  const { result } = renderItems();
  expect(result.current.items.cameras).toEqual([]);
  expect(result.current.items.news).toEqual([]);
  expect(result.current.items.weather.length).toBeGreaterThan(0);
  expect(result.current.feeds.camera).toMatchObject({ status: 'pending', hasData: false });
  expect(result.current.feeds.news).toMatchObject({ status: 'pending', hasData: false });
});

test('the metro map draws every camera and story inside its box', async () => {
  const { result } = renderItems();
  await waitFor(() => expect(result.current.feeds.camera.status).toBe('success'));
  await waitFor(() => expect(result.current.feeds.news.status).toBe('success'));
  const cameras = demoCameras().filter((c) => inMetroBox(c.latitude, c.longitude));
  const news = demoNews().filter((n) => inMetroBox(n.latitude, n.longitude));
  expect(result.current.items.cameras).toHaveLength(cameras.length);
  expect(result.current.items.news).toHaveLength(news.length);
  expect(result.current.feeds.camera).toMatchObject({ status: 'success', hasData: true });
});

test('the same data gives the same items object (nothing re-renders)', async () => {
  const { result, rerender } = renderItems();
  await waitFor(() => expect(result.current.feeds.news.status).toBe('success'));
  await waitFor(() => expect(result.current.feeds.camera.status).toBe('success'));
  const before = result.current.items;
  rerender({});
  expect(result.current.items).toBe(before);
});

test('a city page: only what is near the domain, and the news its filter keeps', async () => {
  const edina: OwnedDomain = demoDomain('edina.news');
  const none = (_item: NewsItem) => false;
  const { result, rerender } = renderItems({ mode: 'local', domain: edina });
  await waitFor(() => expect(result.current.items.news.length).toBeGreaterThan(0));
  const metro = renderItems();
  await waitFor(() => expect(metro.result.current.feeds.camera.status).toBe('success'));
  await waitFor(() => expect(result.current.feeds.camera.status).toBe('success'));
  expect(result.current.items.cameras.length).toBeLessThan(
    metro.result.current.items.cameras.length,
  );
  rerender({ mode: 'local', domain: edina, newsFilter: none });
  expect(result.current.items.news).toEqual([]);
});

test("a city page's map and its counts place each kind once: one area for equal domains", async () => {
  // The map and the counts are two hooks, each with its own domain object.
  const { result } = renderHook(
    () => ({
      map: useMapItems({ mode: 'local', domain: demoDomain('edina.news') }),
      counts: useMapItems({ mode: 'local', domain: { ...demoDomain('edina.news') } }),
    }),
    { wrapper: appWrapper() },
  );
  await waitFor(() => expect(result.current.map.items.cameras.length).toBeGreaterThan(0));
  expect(result.current.counts.area).toBe(result.current.map.area);
  expect(result.current.counts.items.cameras).toBe(result.current.map.items.cameras);
});

test('a feed that fails before answering: error, no data, no points', async () => {
  server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 500 })));
  const { result } = renderItems();
  await waitFor(() =>
    expect(result.current.feeds.camera).toMatchObject({ status: 'error', hasData: false }),
  );
  expect(result.current.items.cameras).toEqual([]);
});

test('with NexTrip down, the last positions still fade and then go, with no new answer', async () => {
  vi.useFakeTimers({ now: Date.now(), shouldAdvanceTime: true });
  try {
    let down = false;
    answerOneTrain(Date.now(), () => down);
    const { result } = renderItems();
    const vehicles = () =>
      result.current.items.transit.filter(({ item }) => item.type === 'vehicle');
    const name = () => markerName({ kind: 'transit', item: vehicles()[0]!.item });
    await waitFor(() => expect(vehicles()).toHaveLength(1));
    expect(name()).not.toMatch(/last seen/);
    // No page polls here, and the feed would fail if one did: the map has no new answer.
    down = true;
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000 + 20_000));
    expect(name()).toMatch(/, last seen 3 min ago$/);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(name()).toMatch(/, last seen 4 min ago$/);
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(vehicles()).toEqual([]);
  } finally {
    vi.useRealTimers();
  }
});
