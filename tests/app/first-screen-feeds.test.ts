import { expect, test } from 'vitest';
import { camerasFeed } from '@/api/feeds/cameras';
import { citiesQuery } from '@/api/feeds/cities';
import { newsFeed } from '@/api/feeds/news';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { createQueryClient } from '@/api/query-client';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { transitFeed } from '@/api/feeds/transit';
import { weatherStationsFeed } from '@/api/feeds/weather-stations';
import { startFirstScreen } from '@/app/first-screen-feeds';

const key = (options: { queryKey: readonly unknown[] }) => JSON.stringify(options.queryKey);

const started = (screen: 'phone' | 'desktop') => {
  const client = createQueryClient();
  startFirstScreen(client, screen);
  return client
    .getQueryCache()
    .getAll()
    .map((query) => JSON.stringify(query.queryKey))
    .sort();
};

const PHONE = [camerasFeed.query(), newsFeed.query(), serverWeatherFeed.query()].map(key);
const DESKTOP_ONLY = [
  transitFeed.query(),
  citiesQuery(),
  ownedDomainsQuery(),
  weatherStationsFeed.query(),
  systemStatusFeed.query(),
].map(key);

test('a phone starts the three feeds its first screen draws, and nothing else', () => {
  expect(started('phone')).toEqual([...PHONE].sort());
});

test('a desktop starts those and the rest of the metro page\u2019s first screen', () => {
  expect(started('desktop')).toEqual([...PHONE, ...DESKTOP_ONLY].sort());
});
