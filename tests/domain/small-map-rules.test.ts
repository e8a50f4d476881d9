import { describe, expect, test } from 'vitest';
import { liveStats, liveSummary } from '@/domain/live-stats';
import type { MapItems } from '@/domain/map-items';
import { formatDistance, nearest } from '@/domain/nearby';
import { placesFrom, searchPlaces } from '@/domain/place-search';
import type { Camera, City, NewsItem, WeatherStation } from '@/domain/types';

const city = (name: string, population: number, lat: number, lng: number): City => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  county: 'Hennepin',
  population,
  position: { lat, lng },
});
const cities = [
  city('Minneapolis', 429954, 44.9819, -93.2692),
  city('Saint Paul', 311527, 44.9442, -93.0936),
  city('Edina', 53494, 44.8956, -93.3547),
  city('Duluth', 86697, 46.7867, -92.1005),
];
const cam = (id: string, name: string, lat: number, lng: number, status = 'active'): Camera => ({
  id,
  name,
  imageUrl: null,
  position: { lat, lng },
  highway: 'I-35W',
  direction: 'NB',
  county: 'Hennepin',
  status: status as Camera['status'],
});
const station = (temperatureF: number, fallback: boolean): WeatherStation => ({
  id: `S${temperatureF}`,
  name: `Station ${temperatureF}`,
  county: 'Hennepin',
  position: { lat: 44.9, lng: -93.2 },
  temperatureF,
  humidityPercent: 50,
  windMph: 5,
  windDirectionDeg: 0,
  visibilityMi: 10,
  conditions: 'Clear',
  observedAt: '',
  fallbackFields: fallback ? ['temperatureF'] : [],
});

describe('place search', () => {
  const places = placesFrom({
    cities,
    cameras: [cam('c1', 'I-35W: I-35W NB @ 46th St', 44.92, -93.27), cam('c2', 'Far', 47, -93)],
    stations: [station(10, false)],
  });
  test('only places inside the map box are offered', () => {
    expect(places.map((place) => place.name)).not.toContain('Duluth');
    expect(places.map((place) => place.name)).not.toContain('Far');
  });
  test('"st paul" finds Saint Paul', () => {
    expect(searchPlaces(places, 'st paul').map((p) => p.name)).toEqual(['Saint Paul']);
  });
  test('every word must match, in any order', () => {
    expect(searchPlaces(places, '46th 35w').map((p) => p.kind)).toEqual(['camera']);
  });
  test('names starting with the query come first, then cities before cameras', () => {
    const found = searchPlaces(places, 'e');
    expect(found[0]!.name).toBe('Edina');
  });
  test('an empty query finds nothing; the limit caps results', () => {
    expect(searchPlaces(places, '   ')).toEqual([]);
    expect(searchPlaces(places, 'a', 1)).toHaveLength(1);
  });
  test('case and accents do not matter', () => {
    expect(searchPlaces(places, 'ÉDINA').map((p) => p.name)).toEqual(['Edina']);
  });
});

describe('nearest', () => {
  const from = { lat: 44.9778, lng: -93.265 };
  const items = [
    { id: 'far', position: { lat: 44.8, lng: -93.1 } },
    { id: 'none', position: null },
    { id: 'near', position: { lat: 44.98, lng: -93.27 } },
    { id: 'mid', position: { lat: 44.95, lng: -93.2 } },
  ];
  test('nearest first, without items lacking coordinates', () => {
    expect(nearest(items, from, 5).map((e) => e.item.id)).toEqual(['near', 'mid', 'far']);
  });
  test('count and radius limit the result', () => {
    expect(nearest(items, from, 1).map((e) => e.item.id)).toEqual(['near']);
    expect(nearest(items, from, 5, 10).map((e) => e.item.id)).toEqual(['near', 'mid']);
  });
  test.each([
    [0.5, '0.3 mi'],
    [16.0934, '10 mi'],
    [3, '1.9 mi'],
    [-1, ''],
    [Number.NaN, ''],
  ])('formatDistance(%d km) is %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('live stats', () => {
  const news = (impact: NewsItem['impact']) => ({
    item: { impact } as NewsItem,
    point: { lat: 45, lng: -93 },
  });
  const items: MapItems = {
    cameras: [
      { item: cam('a', 'A', 45, -93), point: { lat: 45, lng: -93 } },
      { item: cam('b', 'B', 45, -93, 'inactive'), point: { lat: 45, lng: -93 } },
    ],
    weather: [
      { item: station(10, false), point: { lat: 45, lng: -93 } },
      { item: station(15, false), point: { lat: 45, lng: -93 } },
      { item: station(22, true), point: { lat: 45, lng: -93 } },
    ],
    news: [news('high'), news('low'), news('high')],
  };
  test('counts what the map draws; the average leaves fallbacks out', () => {
    expect(liveStats(items)).toEqual({
      cameras: 2,
      activeCameras: 1,
      stations: 3,
      averageTemperatureF: 13,
      news: 3,
      highImpactNews: 2,
    });
  });
  test('no measured temperature gives no average', () => {
    expect(
      liveStats({ ...items, weather: [{ item: station(22, true), point: { lat: 45, lng: -93 } }] })
        .averageTemperatureF,
    ).toBeNull();
  });
  test('the summary sentence uses singular and plural', () => {
    expect(liveSummary(liveStats(items))).toBe(
      '2 traffic cameras, 3 weather stations and 3 news stories on the map.',
    );
    expect(liveSummary({ ...liveStats(items), cameras: 1, stations: 1, news: 1 })).toBe(
      '1 traffic camera, 1 weather station and 1 news story on the map.',
    );
  });
});

describe('place search and street names', () => {
  test('"40th St" finds a camera named "… @ 40th St"', () => {
    const places = placesFrom({
      cities: [],
      cameras: [cam('c', 'I-694: I-694 NB @ 40th St', 45.0, -92.96)],
      stations: [],
    });
    expect(searchPlaces(places, '40th St').map((p) => p.id)).toEqual(['camera:c']);
    expect(searchPlaces(places, '40th st.').map((p) => p.id)).toEqual(['camera:c']);
  });
});
