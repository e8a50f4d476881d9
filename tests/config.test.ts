import { expect, test } from 'vitest';
import { DEFAULT_RADAR_BASE_URL, readConfig } from '@/config';

test('with nothing set: same-origin API, the public NWS and radar, no hubs, the network site, no mocks', () => {
  expect(readConfig({})).toEqual({
    apiBaseUrl: '',
    nwsBaseUrl: 'https://api.weather.gov',
    radarBaseUrl: DEFAULT_RADAR_BASE_URL,
    nextripBaseUrl: 'https://svc.metrotransit.org/nextrip',
    hubHosts: [],
    parentSiteUrl: 'https://twincitieslive.news',
    enableMocks: false,
  });
});

test('URLs lose surrounding spaces and trailing slashes, so paths join with one slash', () => {
  const config = readConfig({
    VITE_API_BASE_URL: ' https://api.twincitieslive.news// ',
    VITE_NWS_BASE_URL: 'https://nws.example.org/',
    VITE_RADAR_BASE_URL: 'https://radar.example.org/',
  });
  expect(config.apiBaseUrl).toBe('https://api.twincitieslive.news');
  expect(config.nwsBaseUrl).toBe('https://nws.example.org');
  expect(config.radarBaseUrl).toBe('https://radar.example.org');
});

test('hub hosts are a comma list, trimmed, lower-cased, empties dropped', () => {
  expect(
    readConfig({ VITE_HUB_HOSTS: ' TwinCitiesLive.news, ,www.twincitieslive.news,' }).hubHosts,
  ).toEqual(['twincitieslive.news', 'www.twincitieslive.news']);
});

test('mocks are on only for the exact string "true"; a blank setting keeps its default', () => {
  expect(readConfig({ VITE_ENABLE_MOCKS: 'true' }).enableMocks).toBe(true);
  expect(readConfig({ VITE_ENABLE_MOCKS: ' true ' }).enableMocks).toBe(true);
  expect(readConfig({ VITE_ENABLE_MOCKS: '1' }).enableMocks).toBe(false);
  // Vite gives booleans for some variables; only a string counts.
  expect(readConfig({ VITE_ENABLE_MOCKS: true }).enableMocks).toBe(false);
  expect(readConfig({ VITE_NWS_BASE_URL: '   ' }).nwsBaseUrl).toBe('https://api.weather.gov');
  expect(readConfig({ VITE_PARENT_SITE_URL: '' }).parentSiteUrl).toBe(
    'https://twincitieslive.news',
  );
});

test('NexTrip can be put behind a caching edge', () => {
  expect(
    readConfig({ VITE_NEXTRIP_BASE_URL: 'https://transit.example.org/nextrip/' }).nextripBaseUrl,
  ).toBe('https://transit.example.org/nextrip');
});
