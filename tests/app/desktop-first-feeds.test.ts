// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { camerasFeed } from '@/entities/camera/feed';
import { citiesQuery } from '@/api/feeds/cities';
import { newsFeed } from '@/entities/news/feed';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { createQueryClient } from '@/api/query-client';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { transitFeed } from '@/api/feeds/transit';
import { weatherStationsFeed } from '@/entities/weather-station/feed';
import { startDesktopFeeds } from '@/app/desktop-first-feeds';
import { answerFromDemoApi } from '../msw-server';
import { eventually } from '../eventually';

answerFromDemoApi();

const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);
const DESKTOP = [
  transitFeed.query(),
  citiesQuery(),
  ownedDomainsQuery(),
  weatherStationsFeed.query(),
  systemStatusFeed.query(),
];

test('it starts exactly the desktop’s own first-screen feeds, none of the phone’s', () => {
  const client = createQueryClient();
  startDesktopFeeds(client);
  const started = client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey));
  expect(started.sort()).toEqual(DESKTOP.map(key).sort());
  for (const phone of [camerasFeed.query(), newsFeed.query(), serverWeatherFeed.query()])
    expect(started).not.toContain(key(phone));
});

test('each feed is fetched and cached, ready when the page reads it', async () => {
  const client = createQueryClient();
  startDesktopFeeds(client);
  await eventually(() => {
    for (const options of DESKTOP)
      expect(client.getQueryState(options.queryKey)?.status, key(options)).toBe('success');
  });
  expect(client.getQueryData(citiesQuery().queryKey)).not.toEqual([]);
});

test('starting twice asks for nothing new while the answers are fresh', async () => {
  const client = createQueryClient();
  startDesktopFeeds(client);
  await eventually(() =>
    expect(client.getQueryState(citiesQuery().queryKey)?.status).toBe('success'),
  );
  const fetched = client.getQueryState(citiesQuery().queryKey)?.dataUpdatedAt;
  startDesktopFeeds(client);
  expect(client.isFetching({ queryKey: citiesQuery().queryKey })).toBe(0);
  expect(client.getQueryState(citiesQuery().queryKey)?.dataUpdatedAt).toBe(fetched);
});
