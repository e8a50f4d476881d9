/**
 * The boundary: unknown JSON in, clean records out. Nothing here throws; an item that lacks its
 * identity is dropped (and counted for the console), a missing field takes its documented default.
 */
import { toImpact } from '@/domain/impact';
import { isFiniteNumber, isValidLatLng } from '@/domain/geo';
import { isValidHostName, safeExternalUrl } from '@/domain/safe-url';
import type {
  Camera,
  CameraStatus,
  City,
  MaybeLatLng,
  NewsItem,
  OwnedDomain,
  ServerWeatherReading,
  ServiceState,
  ServiceStatus,
  SystemStatus,
  TransitAlert,
  TransitSeverity,
} from '@/domain/types';

type Fields = Record<string, unknown>;

/** Longest string kept from a feed; longer ones are cut so one huge value cannot stall layout. */
const MAX_TEXT = 2000;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, trimmed and capped; numbers are accepted as text. */
export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value.trim().slice(0, MAX_TEXT);
  if (isFiniteNumber(value)) return String(value);
  return fallback;
}

/** A finite number (numeric strings count), else null. */
export function finiteNumber(value: unknown): number | null {
  if (isFiniteNumber(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Coordinates only when both are finite numbers in range; accepts lat/lng or latitude/longitude. */
export function position(fields: Fields): MaybeLatLng {
  const lat = finiteNumber(fields.latitude ?? fields.lat);
  const lng = finiteNumber(fields.longitude ?? fields.lng ?? fields.lon);
  const point = { lat, lng };
  return isValidLatLng(point) ? point : null;
}

function identity(fields: Fields): string {
  return text(fields.id);
}

function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.map((item) => text(item)).filter(Boolean))];
}

/** The list in a payload: the value itself, or its `key` member; anything else is empty. */
export function listIn(payload: unknown, key?: string): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (key && isRecord(payload) && Array.isArray(payload[key])) return payload[key];
  return [];
}

/** Collects parsed items, dropping those that parse to null and duplicates of an id already seen. */
function listCollector<T extends { id: string }>(
  feed: string,
  parseItem: (fields: Fields) => T | null,
) {
  const seen = new Set<string>();
  const items: T[] = [];
  let dropped = 0;
  return {
    add(raw: unknown) {
      const item = isRecord(raw) ? parseItem(raw) : null;
      if (item && !seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      } else {
        dropped += 1;
      }
    },
    finish(): T[] {
      if (dropped > 0 && import.meta.env.MODE !== 'test') {
        console.info(`[${feed}] skipped ${dropped} item(s) without an id and a name`);
      }
      return items;
    },
  };
}

/** Parses every item, dropping those that return null and duplicates of an id already seen. */
function parseList<T extends { id: string }>(
  feed: string,
  payload: unknown,
  parseItem: (fields: Fields) => T | null,
  key?: string,
): T[] {
  const collector = listCollector(feed, parseItem);
  for (const raw of listIn(payload, key)) collector.add(raw);
  return collector.finish();
}

/**
 * `parseList` for long lists: parses `sliceSize` items at a time and awaits `pause()` between
 * slices, so the browser can handle input and paint in between (no slice is a long task).
 */
async function parseListInSlices<T extends { id: string }>(
  feed: string,
  payload: unknown,
  parseItem: (fields: Fields) => T | null,
  key: string | undefined,
  { pause, sliceSize }: { pause: () => Promise<void>; sliceSize: number },
): Promise<T[]> {
  const collector = listCollector(feed, parseItem);
  const list = listIn(payload, key);
  for (let i = 0; i < list.length; i += 1) {
    if (i > 0 && i % sliceSize === 0) await pause();
    collector.add(list[i]);
  }
  return collector.finish();
}

const CAMERA_STATUSES: readonly CameraStatus[] = ['active', 'inactive', 'maintenance'];

function cameraStatus(value: unknown): CameraStatus {
  const normalised = text(value).toLowerCase();
  return (CAMERA_STATUSES as readonly string[]).includes(normalised)
    ? (normalised as CameraStatus)
    : 'unknown';
}

export function parseCamera(fields: Fields): Camera | null {
  const id = identity(fields);
  const name = text(fields.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    imageUrl: safeExternalUrl(fields.imageUrl),
    position: position(fields),
    highway: text(fields.highway),
    direction: text(fields.direction),
    county: text(fields.county),
    status: cameraStatus(fields.status),
  };
}

export const parseCameras = (payload: unknown) =>
  parseList('traffic-cams', payload, parseCamera, 'cameras');

/** `parseCameras` in slices (MnDOT's feed has ~1,000 cameras), pausing between them. */
export const parseCamerasInSlices = (
  payload: unknown,
  options: { pause: () => Promise<void>; sliceSize: number },
) => parseListInSlices('traffic-cams', payload, parseCamera, 'cameras', options);

export function parseNewsItem(fields: Fields): NewsItem | null {
  const id = identity(fields);
  const title = text(fields.title);
  if (!id || !title) return null;
  return {
    id,
    title,
    description: text(fields.description ?? fields.summary),
    category: text(fields.category, 'General') || 'General',
    impact: toImpact(fields.impact),
    source: text(fields.source),
    publishedAt: text(fields.publishedAt ?? fields.timestamp),
    url: safeExternalUrl(fields.url),
    tags: textList(fields.tags),
    position: position(fields),
    county: text(fields.county),
  };
}

export const parseNews = (payload: unknown) => parseList('news', payload, parseNewsItem, 'news');

/** `parseNews` in slices, pausing between them. */
export const parseNewsInSlices = (
  payload: unknown,
  options: { pause: () => Promise<void>; sliceSize: number },
) => parseListInSlices('news', payload, parseNewsItem, 'news', options);

export function parseCity(fields: Fields): City | null {
  const name = text(fields.name);
  const id = text(fields.id) || name;
  if (!id || !name) return null;
  const population = finiteNumber(fields.population);
  return {
    id,
    name,
    county: text(fields.county),
    population: population !== null && population > 0 ? population : 0,
    position: position(fields),
  };
}

export const parseCities = (payload: unknown) => parseList('cities', payload, parseCity, 'cities');

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const DEFAULT_BRAND = '#1d4ed8';

export function parseOwnedDomain(fields: Fields): OwnedDomain | null {
  const domain = text(fields.domain ?? fields.domainName).toLowerCase();
  const city = text(fields.city);
  const id = text(fields.id) || domain;
  if (!id || !isValidHostName(domain) || !city) return null;
  const brand = text(fields.brandColor);
  return {
    id,
    domain,
    city,
    county: text(fields.county),
    description: text(fields.description),
    brandColor: HEX_COLOUR.test(brand) ? brand : DEFAULT_BRAND,
    category: text(fields.category, 'local') || 'local',
    position: position(fields),
  };
}

export const parseOwnedDomains = (payload: unknown) =>
  parseList('owned-domains', payload, parseOwnedDomain, 'domains');

/** `/api/current-domain`: the domain record, `{ domain: record }`, or null when there is none. */
export function parseCurrentDomain(payload: unknown): OwnedDomain | null {
  if (!isRecord(payload)) return null;
  const candidate = isRecord(payload.domain) ? payload.domain : payload;
  return parseOwnedDomain(candidate);
}

function serviceState(value: unknown): ServiceState {
  if (value === true) return 'operational';
  if (value === false) return 'down';
  const normalised = text(value).toLowerCase();
  if (['operational', 'ok', 'up', 'connected', 'online'].includes(normalised)) return 'operational';
  if (normalised === 'degraded') return 'degraded';
  return 'down';
}

export function parseSystemStatus(payload: unknown): SystemStatus {
  const fields = isRecord(payload) ? payload : {};
  const services = parseList<ServiceStatus>('system-status', fields.services, (service) => {
    const name = text(service.name);
    const id = text(service.id) || name.toLowerCase();
    if (!id || !name) return null;
    return { id, name, state: serviceState(service.status ?? service.connected) };
  });
  const down = services.filter((s) => s.state !== 'operational').length;
  const overall: ServiceState =
    fields.status !== undefined
      ? serviceState(fields.status)
      : down === 0
        ? 'operational'
        : down === services.length
          ? 'down'
          : 'degraded';
  return { overall, services, checkedAt: text(fields.checkedAt ?? fields.timestamp) };
}

export function parseServerWeatherReading(fields: Fields): ServerWeatherReading | null {
  const location = text(fields.location ?? fields.name);
  const id = text(fields.id ?? fields.stationId) || location;
  if (!id || !location) return null;
  return {
    id,
    location,
    county: text(fields.county),
    temperatureF: finiteNumber(fields.temperatureF ?? fields.temperature),
    windMph: finiteNumber(fields.windMph ?? fields.windSpeed),
    humidityPercent: finiteNumber(fields.humidity ?? fields.humidityPercent),
    conditions: text(fields.conditions ?? fields.textDescription),
    observedAt: text(fields.observedAt ?? fields.timestamp),
  };
}

export const parseServerWeather = (payload: unknown) =>
  parseList('weather', payload, parseServerWeatherReading, 'observations');

function severity(value: unknown): TransitSeverity {
  const normalised = text(value).toLowerCase();
  return normalised === 'severe' || normalised === 'warning' ? normalised : 'info';
}

export function parseTransitAlert(fields: Fields): TransitAlert | null {
  const id = identity(fields);
  const title = text(fields.title ?? fields.header);
  if (!id || !title) return null;
  return {
    id,
    title,
    description: text(fields.description),
    severity: severity(fields.severity),
    route: text(fields.route ?? fields.routeId),
    startTime: text(fields.startTime ?? fields.start),
  };
}

export const parseTransit = (payload: unknown) =>
  parseList('transit', payload, parseTransitAlert, 'alerts');
