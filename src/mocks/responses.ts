/**
 * The demo API as plain data: one function per endpoint, shared by the msw handlers (dev and unit
 * tests) and the browser tests' Playwright routes, so every level sees the same world.
 */
import cameras from './fixtures/cameras.json';
import cities from './fixtures/cities.json';
import domains from './fixtures/domains.json';
import nwsObservations from './fixtures/nws-observations.json';
import { serverWeatherFixtures, systemStatusFixture, transitAlertFixtures } from './fixtures/live';
import { newsFixtures } from './fixtures/news';
import { alertCollection } from './fixtures/nws-alerts';
import { snowEmergencyFixtures } from './fixtures/snow-emergencies';

const MINUTE_MS = 60_000;
/**
 * Demo times are relative to when the demo API started, not to each request, so an unchanged
 * refresh returns identical data (as a real feed would) and nothing re-renders.
 */
const STARTED_AT = Date.now();
const isoMinutesAgo = (now: number, minutes: number) =>
  new Date(now - minutes * MINUTE_MS).toISOString();

export const demoCameras = () => cameras;
export const demoCities = () => cities;
export const demoDomains = () => domains;

export function demoNews(now = STARTED_AT) {
  return newsFixtures.map(({ minutesAgo, ...item }) => ({
    ...item,
    publishedAt: isoMinutesAgo(now, minutesAgo),
  }));
}

/**
 * When the demo server last read an upstream feed it reads every `cadenceMs`, `lagMs` before
 * answering: it moves on once per cadence (as a real server's would), so an unchanged refresh
 * within that time returns identical data.
 */
function serverReadTime(cadenceMs: number, lagMs: number, now: number): string {
  const reads = Math.max(0, Math.floor((now - STARTED_AT) / cadenceMs));
  return new Date(STARTED_AT + reads * cadenceMs - lagMs).toISOString();
}

/** `{ data, source, timestamp }`: Metro Transit as the server read it, each minute. */
export function demoTransit(now = STARTED_AT, serverNow = Date.now()) {
  return {
    data: transitAlertFixtures.map(({ minutesAgo, ...alert }) => ({
      ...alert,
      startTime: isoMinutesAgo(now, minutesAgo),
    })),
    source: 'Metro Transit',
    timestamp: serverReadTime(60_000, 20_000, serverNow),
  };
}

/** `{ data, source, timestamp }`: NWS observations as the server reads them every 5 min, 3 min late. */
export function demoServerWeather(now = STARTED_AT, serverNow = Date.now()) {
  return {
    data: serverWeatherFixtures.map((reading, i) => ({
      ...reading,
      timestamp: isoMinutesAgo(now, 8 + i * 3),
    })),
    source: 'National Weather Service',
    timestamp: serverReadTime(5 * MINUTE_MS, 3 * MINUTE_MS, serverNow),
  };
}

/** `{ data, source, timestamp }`: the cities' snow emergencies as the server read them (every 5 min). */
export function demoSnowEmergencies(now = STARTED_AT, serverNow = Date.now()) {
  return {
    data: snowEmergencyFixtures(now),
    source: 'City of Minneapolis; City of Saint Paul',
    timestamp: serverReadTime(5 * MINUTE_MS, MINUTE_MS, serverNow),
  };
}

export function demoSystemStatus() {
  return systemStatusFixture;
}

/**
 * The domain record a network host resolves to, with `host`: exact domain, else the same first
 * label ("edina.test" → "edina.news"); null for a host with no domain record.
 */
export function demoCurrentDomain(host: string) {
  const name = host.toLowerCase().split(':')[0] ?? '';
  const label = name.split('.')[0];
  const domain =
    domains.find((d) => d.domain === name) ?? domains.find((d) => d.domain.split('.')[0] === label);
  return domain ? { ...domain, host: name } : null;
}

export type StationId = keyof typeof nwsObservations;

export function demoObservation(stationId: string, now = STARTED_AT) {
  const observation = (nwsObservations as Record<string, (typeof nwsObservations)[StationId]>)[
    stationId
  ];
  if (!observation) return null;
  const timestamp = isoMinutesAgo(now, 14);
  return { ...observation, properties: { ...observation.properties, timestamp } };
}

/** Answers one request of the demo API; null for a path it does not serve. */
export function demoApiResponse(
  pathname: string,
  host: string,
  now = STARTED_AT,
): { status: number; body: unknown } | null {
  switch (pathname) {
    case '/api/cities':
      return { status: 200, body: demoCities() };
    case '/api/owned-domains':
      return { status: 200, body: demoDomains() };
    case '/api/current-domain': {
      const domain = demoCurrentDomain(host);
      return domain
        ? { status: 200, body: domain }
        : { status: 404, body: { message: 'No domain for this host' } };
    }
    case '/api/system-status':
      return { status: 200, body: demoSystemStatus() };
    case '/api/weather/nws-live':
      return { status: 200, body: demoServerWeather(now) };
    case '/api/transit/metro-live':
      return { status: 200, body: demoTransit(now) };
    case '/api/traffic-cams':
      return { status: 200, body: demoCameras() };
    case '/api/news':
      return { status: 200, body: demoNews(now) };
    case '/api/snow-emergencies':
      return { status: 200, body: demoSnowEmergencies(now) };
    default:
      return null;
  }
}

/** NWS active alerts for Minnesota (`/alerts/active?area=MN`): a storm over the metro. */
export function demoWeatherAlerts(now = STARTED_AT) {
  return alertCollection(now);
}

/** `/alerts/active` on the NWS API. */
export const NWS_ALERTS_PATH = /\/alerts\/active$/;

/** `/stations/{id}/observations/latest` on the NWS API. */
export const NWS_OBSERVATION_PATH = /\/stations\/([A-Za-z0-9]+)\/observations\/latest$/;
