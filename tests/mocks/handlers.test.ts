/**
 * The msw handlers, called as the app calls them: the unit tests' server (tests/msw-server.ts) is
 * built from exactly these handlers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parseCameras } from '@/entities/camera/feed';
import { parseCities } from '@/api/feeds/cities';
import { parseForecastDocument, parsePointLinks } from '@/api/feeds/forecast-parse';
import { parseNews } from '@/entities/news/feed';
import { parseCurrentDomain, parseOwnedDomains } from '@/api/feeds/owned-domains';
import { parseRadarTime } from '@/components/map/radar/radar-time';
import { parseServerWeather } from '@/api/feeds/server-weather';
import { parseSystemStatus } from '@/api/feeds/system-status';
import { parseTransit } from '@/api/feeds/transit';
import { parseWeatherAlerts } from '@/entities/weather-alert/parse';
import { parseObservation } from '@/api/nws';
import { NWS_STATIONS } from '@/domain/constants';
import { handlers } from '@/mocks/handlers';
import { answerFromDemoApi } from '../msw-server';

answerFromDemoApi();

const API = 'https://api.twincities.test';
const NWS = 'https://api.weather.gov';

async function get(url: string) {
  const response = await fetch(url);
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    type,
    body: type.includes('json') ? ((await response.json()) as unknown) : await response.text(),
  };
}

test('every call of the API contract has a handler', () => {
  const contract = readFileSync(
    join(process.cwd(), '..', 'shared', 'docs', 'api-contract.md'),
    'utf8',
  );
  const calls = [...contract.matchAll(/^## `GET (\/api\/[\w/-]+)/gm)].map((match) => match[1]);
  expect(calls.length).toBeGreaterThanOrEqual(8);
  const paths = handlers.map((handler) => String(handler.info.path));
  for (const call of calls) expect(paths).toContain(`*${call}`);
});

test.each([
  ['/api/cities', parseCities],
  ['/api/owned-domains?active=true', parseOwnedDomains],
  ['/api/traffic-cams', parseCameras],
  ['/api/news', parseNews],
] as const)('%s answers a list in the contract shape', async (path, parse) => {
  const { status, body } = await get(`${API}${path}`);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  expect(parse(body)).toHaveLength((body as unknown[]).length);
});

test.each([
  ['/api/transit/metro-live', parseTransit],
  ['/api/weather/nws-live', parseServerWeather],
] as const)('%s answers { data, source, timestamp }', async (path, parse) => {
  const { status, body } = await get(`${API}${path}`);
  expect(status).toBe(200);
  const snapshot = parse(body);
  expect(snapshot.items).toHaveLength((body as { data: unknown[] }).data.length);
  expect(snapshot.source).not.toBe('');
  expect(snapshot.readAt).toBeGreaterThan(0);
});

test('/api/system-status answers the counts and the connectivity flags', async () => {
  const { status, body } = await get(`${API}/api/system-status`);
  expect(status).toBe(200);
  expect(parseSystemStatus(body)).toMatchObject({ workingCount: 3, totalCount: 3 });
});

test('/api/current-domain answers the record of a network host, and 404 elsewhere', async () => {
  const city = await get('https://edina.test/api/current-domain');
  expect(city.status).toBe(200);
  expect(parseCurrentDomain(city.body)).toMatchObject({ city: 'Edina', host: 'edina.test' });
  expect((await get(`${API}/api/current-domain`)).status).toBe(404);
});

test('NWS active alerts parse to metro alerts', async () => {
  const { status, body } = await get(`${NWS}/alerts/active?area=MN`);
  expect(status).toBe(200);
  expect(parseWeatherAlerts(body).length).toBeGreaterThan(0);
});

test('NWS points link to forecasts that parse; a bad point is a 400', async () => {
  const points = await get(`${NWS}/points/44.9778,-93.265`);
  const links = parsePointLinks(points.body);
  for (const url of [links.forecast, links.forecastHourly]) {
    const forecast = await get(url);
    expect(forecast.status, url).toBe(200);
    expect(parseForecastDocument(forecast.body).periods.length, url).toBeGreaterThan(0);
  }
  expect((await get(`${NWS}/points/north,west`)).status).toBe(400);
});

test('each station’s latest observation parses; an unknown station is a problem+json 404', async () => {
  for (const station of NWS_STATIONS) {
    const { status, body } = await get(`${NWS}/stations/${station.id}/observations/latest`);
    expect(status, station.id).toBe(200);
    expect(parseObservation(body, station).observedAt, station.id).not.toBe('');
  }
  const missing = await get(`${NWS}/stations/KXXX/observations/latest`);
  expect(missing.status).toBe(404);
  expect(missing.type).toContain('application/problem+json');
});

test('IEM answers a radar time and an SVG frame', async () => {
  const base = 'https://mesonet.agron.iastate.edu';
  const time = await get(`${base}/data/gis/images/4326/USCOMP/n0q_0.json`);
  expect(Date.parse(parseRadarTime(time.body))).toBeLessThan(Date.now());
  const image = await get(`${base}/cgi-bin/wms/nexrad/n0q-t.cgi?TIME=2026-01-12T15:00:00Z`);
  expect(image.type).toBe('image/svg+xml');
  expect(image.body).toMatch(/^<svg /);
});
