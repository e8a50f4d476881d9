/**
 * src/domain/types.ts holds types only. The parsers at the boundary (src/api) are what fills them:
 * their outputs must be these types (checked by the compiler below) and carry exactly their fields
 * at run time (no raw feed field leaking past the boundary, none left undefined).
 */
import { expect, expectTypeOf, test } from 'vitest';
import { parseCamera, parseCameras } from '@/entities/camera/feed';
import { parseCities, parseCity } from '@/api/feeds/cities';
import { parseNews, parseNewsItem } from '@/entities/news/feed';
import { parseCurrentDomain, parseOwnedDomain } from '@/api/feeds/owned-domains';
import { parseServerWeatherReading } from '@/api/feeds/server-weather';
import { parseTransitAlert } from '@/api/feeds/transit';
import { parseObservation } from '@/api/nws';
import { NWS_STATIONS } from '@/domain/constants';
import type {
  Camera,
  CameraStatus,
  City,
  CurrentDomain,
  NewsItem,
  OwnedDomain,
  ServerWeatherReading,
  StationField,
  TransitAlert,
  TransitSeverity,
  WeatherStation,
} from '@/domain/types';

/** Every key of T, listed once: the compiler checks the list is complete. */
const keysOf =
  <T>() =>
  <const K extends readonly (keyof T)[]>(
    keys: K & ([keyof T] extends [K[number]] ? unknown : 'a key is missing'),
  ) =>
    [...keys].sort();

const CAMERA = keysOf<Camera>()([
  'id',
  'name',
  'imageUrl',
  'position',
  'highway',
  'direction',
  'county',
  'status',
]);
const NEWS = keysOf<NewsItem>()([
  'id',
  'title',
  'description',
  'category',
  'impact',
  'source',
  'publishedAt',
  'url',
  'tags',
  'position',
  'county',
]);
const CITY = keysOf<City>()(['id', 'name', 'county', 'population', 'position']);
const DOMAIN = keysOf<OwnedDomain>()([
  'id',
  'domain',
  'city',
  'county',
  'description',
  'brandColor',
  'category',
  'position',
]);
const READING = keysOf<ServerWeatherReading>()([
  'id',
  'location',
  'county',
  'temperatureF',
  'windMph',
  'humidityPercent',
  'conditions',
  'observedAt',
]);
const TRANSIT = keysOf<TransitAlert>()([
  'id',
  'title',
  'description',
  'severity',
  'route',
  'startTime',
]);
const STATION = keysOf<WeatherStation>()([
  'id',
  'name',
  'county',
  'position',
  'temperatureF',
  'humidityPercent',
  'windMph',
  'windDirectionDeg',
  'visibilityMi',
  'conditions',
  'observedAt',
  'fallbackFields',
]);

const RAW = { extra: 'from the feed', id: 'x', name: 'n', title: 't', city: 'Edina' };

test('the list parsers return the domain types', () => {
  expectTypeOf(parseCameras).returns.toEqualTypeOf<Camera[]>();
  expectTypeOf(parseNews).returns.toEqualTypeOf<NewsItem[]>();
  expectTypeOf(parseCities).returns.toEqualTypeOf<City[]>();
  expectTypeOf(parseCurrentDomain).returns.toEqualTypeOf<CurrentDomain | null>();
  expectTypeOf(parseObservation).returns.toEqualTypeOf<WeatherStation>();
});

test.each([
  ['Camera', () => parseCamera(RAW, ''), CAMERA],
  ['NewsItem', () => parseNewsItem(RAW), NEWS],
  ['City', () => parseCity(RAW), CITY],
  ['OwnedDomain', () => parseOwnedDomain({ ...RAW, domain: 'edina.news' }), DOMAIN],
  ['ServerWeatherReading', () => parseServerWeatherReading({ ...RAW, location: 'MSP' }), READING],
  ['TransitAlert', () => parseTransitAlert(RAW), TRANSIT],
  ['WeatherStation', () => parseObservation({ properties: RAW }, NWS_STATIONS[0]), STATION],
] as const)('a parsed %s has exactly its type’s fields, each defined', (_type, parse, keys) => {
  const parsed = parse() as Record<string, unknown> | null;
  expect(parsed).not.toBeNull();
  expect(Object.keys(parsed!).sort()).toEqual(keys);
  expect(Object.entries(parsed!).filter(([, value]) => value === undefined)).toEqual([]);
});

test('a current domain is an owned domain plus its host', () => {
  const parsed = parseCurrentDomain({ ...RAW, domain: 'edina.news', host: 'edina.news' });
  expect(Object.keys(parsed!).sort()).toEqual([...DOMAIN, 'host'].sort());
});

test('the parsers reach only the values their unions name', () => {
  const statuses = ['active', 'Inactive', 'MAINTENANCE', 'exploded', undefined].map(
    (status) => parseCamera({ ...RAW, status }, '')!.status,
  );
  expect(statuses).toEqual<CameraStatus[]>([
    'active',
    'inactive',
    'maintenance',
    'unknown',
    'unknown',
  ]);
  const severities = ['severe', 'warning', 'notice'].map(
    (severity) => parseTransitAlert({ ...RAW, severity })!.severity,
  );
  expect(severities).toEqual<TransitSeverity[]>(['severe', 'warning', 'other']);
});

test('a station field is one of the station’s values, and every fallback names one', () => {
  expectTypeOf<StationField>().toExtend<keyof WeatherStation>();
  const station = parseObservation({ properties: {} }, NWS_STATIONS[0]);
  expect(station.fallbackFields.every((field) => STATION.includes(field))).toBe(true);
  expect(station.fallbackFields).toHaveLength(6);
});
