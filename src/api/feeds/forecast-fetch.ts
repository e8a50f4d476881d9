/**
 * Reading a place's forecast from NWS, loaded after the first paint with the forecast's code:
 * `/points/{lat},{lng}` (kept for the session: its answer rarely changes), then the two URLs it
 * names, each retried on a passing server error. No custom headers but the safelisted Accept, and
 * no credentials, so the browser sends simple CORS requests.
 */
import { config } from '@/config';
import type { Forecast } from '@/domain/forecast';
import type { LatLng } from '@/domain/types';
import { reportWrongShape } from '../answer-shape';
import { getJson } from '../http';
import { isPassingServerError, withRetries } from '../retry';
import { parseForecastDocument, parsePointLinks, type ForecastLinks } from './forecast-parse';

/** 1 s, then 4 s: NWS's intermittent 500 usually clears on a retry or two. */
export const FORECAST_RETRY_DELAYS_MS = [1_000, 4_000] as const;
const GEO_JSON = 'application/geo+json';
const SESSION_KEY = 'tcl:nws-points:';
const pointLinks = new Map<string, ForecastLinks>();

/** "44.9778,-93.265": 4 decimals, as NWS redirects any longer form to. */
export function pointKey({ lat, lng }: LatLng): string {
  const fixed = (value: number) => String(Number(value.toFixed(4)));
  return `${fixed(lat)},${fixed(lng)}`;
}

export const pointsUrl = (position: LatLng) => `${config.nwsBaseUrl}/points/${pointKey(position)}`;

/**
 * A URL NWS gave, followed as given; only its origin moves to `VITE_NWS_BASE_URL` when that puts a
 * caching edge in front of api.weather.gov.
 */
export function viaNwsBase(url: string): string {
  const upstream = 'https://api.weather.gov';
  return url.startsWith(`${upstream}/`) && config.nwsBaseUrl !== upstream
    ? `${config.nwsBaseUrl}${url.slice(upstream.length)}`
    : url;
}

function readSessionLinks(key: string): ForecastLinks | null {
  try {
    const stored = sessionStorage.getItem(SESSION_KEY + key);
    return stored ? parsePointLinks({ properties: JSON.parse(stored) as unknown }) : null;
  } catch {
    return null;
  }
}

function keepSessionLinks(key: string, links: ForecastLinks) {
  try {
    sessionStorage.setItem(SESSION_KEY + key, JSON.stringify(links));
  } catch {
    // Storage full or disabled: the answer is still kept in memory for this page.
  }
}

async function readJson<T>(url: string, parse: (payload: unknown) => T, signal?: AbortSignal) {
  const payload = await withRetries(
    () => getJson(url, { credentials: 'omit', accept: GEO_JSON, signal }),
    FORECAST_RETRY_DELAYS_MS,
    isPassingServerError,
    signal,
  );
  try {
    return parse(payload);
  } catch (error) {
    reportWrongShape(url, error);
    throw error;
  }
}

/** The forecast URLs for a place: from memory, the session, or `/points` (then kept). */
export async function forecastLinks(
  position: LatLng,
  signal?: AbortSignal,
): Promise<ForecastLinks> {
  const key = pointKey(position);
  const known = pointLinks.get(key) ?? readSessionLinks(key);
  if (known) {
    pointLinks.set(key, known);
    return known;
  }
  const links = await readJson(pointsUrl(position), parsePointLinks, signal);
  pointLinks.set(key, links);
  keepSessionLinks(key, links);
  return links;
}

/** Forgets the `/points` answers kept (tests). */
export function forgetPointLinks(): void {
  pointLinks.clear();
}

export async function fetchForecast(position: LatLng, signal?: AbortSignal): Promise<Forecast> {
  const links = await forecastLinks(position, signal);
  const [daily, hourly] = await Promise.all([
    readJson(viaNwsBase(links.forecast), parseForecastDocument, signal),
    readJson(viaNwsBase(links.forecastHourly), parseForecastDocument, signal),
  ]);
  return {
    // The older of the two issue times: a forecast is as current as its oldest part.
    updateTime:
      daily.updateTime && hourly.updateTime
        ? Date.parse(daily.updateTime) <= Date.parse(hourly.updateTime)
          ? daily.updateTime
          : hourly.updateTime
        : '',
    periods: daily.periods,
    hourly: hourly.periods,
  };
}
