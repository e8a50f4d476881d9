import { beforeEach, expect, test, vi } from 'vitest';
import { camerasFeed } from '@/entities/camera/feed';
import { citiesQuery } from '@/api/feeds/cities';
import { newsFeed } from '@/entities/news/feed';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { createQueryClient } from '@/api/query-client';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { transitFeed } from '@/api/feeds/transit';
import { weatherStationsFeed } from '@/entities/weather-station/feed';
import { startFirstScreen } from '@/app/first-screen-feeds';
import { eventually } from '../eventually';

const markerLayer = vi.hoisted(() => ({ preload: vi.fn(() => Promise.resolve()) }));
vi.mock('@/features/map/markers/lazy-marker-layer', () => ({
  preloadMarkerLayer: markerLayer.preload,
}));

// What is started is the question, not what answers: no request leaves the test (a real one would
// reach for api.weather.gov and print its failure).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

const startedBy = (client: ReturnType<typeof createQueryClient>) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

/** What a phone has started, also once the desktop's own feeds' module could have run. */
const startedOnAPhone = async () => {
  const client = createQueryClient();
  startFirstScreen(client, 'phone');
  await import('@/app/desktop-first-feeds');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return startedBy(client);
};

const PHONE = [camerasFeed.query(), newsFeed.query(), serverWeatherFeed.query()].map(key);
const DESKTOP_ONLY = [
  transitFeed.query(),
  citiesQuery(),
  ownedDomainsQuery(),
  weatherStationsFeed.query(),
  systemStatusFeed.query(),
].map(key);

test('a phone starts the three feeds its first screen draws, and nothing else', async () => {
  markerLayer.preload.mockClear();
  expect(await startedOnAPhone()).toEqual([...PHONE].sort());
  // Its map loads the markers' code after the first paint, not in front of it.
  expect(markerLayer.preload).not.toHaveBeenCalled();
});

test('a desktop starts those at once, and the rest of the metro page\u2019s first screen with its code', async () => {
  markerLayer.preload.mockClear();
  const client = createQueryClient();
  startFirstScreen(client, 'desktop');
  expect(startedBy(client)).toEqual([...PHONE].sort());
  await eventually(() => expect(startedBy(client)).toEqual([...PHONE, ...DESKTOP_ONLY].sort()));
  // A desktop's map, like a phone's, loads the markers' code after the first paint (issue 44).
  expect(markerLayer.preload).not.toHaveBeenCalled();
});
