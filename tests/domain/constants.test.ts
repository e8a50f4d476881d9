/**
 * The numbers the house contracts fix (../shared/docs/ui-contract.md and api-contract.md): each value
 * is checked against the contract's own words, so a constant and its contract cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import * as constants from '@/domain/constants';

const DOCS = join(process.cwd(), '..', 'shared', 'docs');
const flat = (file: string) => readFileSync(join(DOCS, file), 'utf8').replace(/\s+/g, ' ');
const ui = flat('ui-contract.md');
const api = flat('api-contract.md');

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

describe('the UI contract’s numbers', () => {
  test.each([
    ['MAJOR_CITY_POPULATION', constants.MAJOR_CITY_POPULATION, 50_000, '(population > 50,000)'],
    ['FOOTER_PER_COUNTY', constants.FOOTER_PER_COUNTY, 2, '≤ 2 per county'],
    ['FOOTER_MAX', constants.FOOTER_MAX, 8, '≤ 8 in all'],
    ['COPYRIGHT_YEAR', constants.COPYRIGHT_YEAR, 2025, '"2025" in the copyright line'],
    ['CAPS.metroCameraCards', constants.CAPS.metroCameraCards, 6, '"Traffic Cameras" (first 6)'],
    ['METRO_WEATHER_CARDS', constants.METRO_WEATHER_CARDS, 5, '"Weather Stations" (all 5)'],
    ['CAPS.metroNewsCards', constants.CAPS.metroNewsCards, 6, '"Local News" (first 6)'],
    ['CAPS.compactMapCameras', constants.CAPS.compactMapCameras, 8, '≤ 8 camera'],
    ['CAPS.compactMapNews', constants.CAPS.compactMapNews, 5, '≤ 5 news marker buttons'],
    ['CAPS.compactTrafficCameras', constants.CAPS.compactTrafficCameras, 6, 'Traffic: ≤ 6'],
    ['CAPS.compactNews', constants.CAPS.compactNews, 10, 'News: ≤ 10'],
    ['CAPS.domainRecentNews', constants.CAPS.domainRecentNews, 5, '"Recent Local News": ≤ 5'],
    ['CAPS.cityHostLatestNews', constants.CAPS.cityHostLatestNews, 8, '"Latest Local News": ≤ 8'],
    ['CAPS.siblings', constants.CAPS.siblings, 3, 'with ≤ 3 sibling links'],
    ['CAPS.nearby', constants.CAPS.nearby, 2, '"Nearby" with ≤ 2 links'],
    ['NEARBY_DEGREES', constants.NEARBY_DEGREES, 0.5, 'within 0.5° latitude and longitude'],
    ['LOCAL_RADIUS_KM', constants.LOCAL_RADIUS_KM, 25, 'within 25 km of the domain'],
    ['BREAKPOINTS.phone', constants.BREAKPOINTS.phone, 768, 'Phones (< 768 px)'],
    ['MAP_MARGIN_FRACTION', constants.MAP_MARGIN_FRACTION, 0.075, 'x = 7.5% + 85%'],
    ['MAP_INNER_FRACTION', constants.MAP_INNER_FRACTION, 0.85, 'x = 7.5% + 85%'],
  ])('%s is %d (“%s”)', (_name, value, expected, phrase) => {
    expect(ui).toContain(phrase);
    expect(value).toBe(expected);
  });

  test('the metro box is the projection’s: lng from −93.8 over 1.0°, lat down from 45.2 over 0.5°', () => {
    expect(ui).toContain('(lng + 93.8) / 1.0');
    expect(ui).toContain('(45.2 − lat) / 0.5');
    const { minLat, maxLat, minLng, maxLng } = constants.METRO_BOUNDS;
    expect(minLng).toBe(-93.8);
    expect(maxLng - minLng).toBeCloseTo(1.0, 10);
    expect(maxLat).toBe(45.2);
    expect(maxLat - minLat).toBeCloseTo(0.5, 10);
    expect(constants.MAP_MARGIN_FRACTION * 2 + constants.MAP_INNER_FRACTION).toBeCloseTo(1, 10);
  });

  test('zoom starts at 100% and steps by 25% (“100%”, “125%” …)', () => {
    expect(ui).toContain('"100%", "125%"');
    expect(constants.ZOOM.initial).toBe(1);
    expect(constants.ZOOM.step).toBe(0.25);
    expect(constants.ZOOM.min).toBeLessThan(constants.ZOOM.initial);
    expect(constants.ZOOM.max).toBeGreaterThan(constants.ZOOM.initial);
  });

  test('the phone query matches below 768 px only', () => {
    const width = Number(/max-width: ([\d.]+)px/.exec(constants.PHONE_MEDIA_QUERY)?.[1]);
    expect(width).toBeLessThan(768);
    expect(width).toBeGreaterThan(767.9);
  });

  test('the app’s name is the manifest’s', () => {
    expect(ui).toContain('`name` "Twin Cities Live"');
    expect(constants.APP_NAME).toBe('Twin Cities Live');
  });

  test('the weather cards are one per station', () => {
    expect(constants.METRO_WEATHER_CARDS).toBe(constants.NWS_STATIONS.length);
  });
});

describe('the API contract’s numbers and words', () => {
  test.each([
    [
      'systemStatus',
      constants.REFRESH_MS.systemStatus,
      30 * SECOND_MS,
      '/api/system-status` (every 30 s)',
    ],
    [
      'serverWeather',
      constants.REFRESH_MS.serverWeather,
      5 * MINUTE_MS,
      '/api/weather/nws-live` (every 5 min)',
    ],
    [
      'transit',
      constants.REFRESH_MS.transit,
      60 * SECOND_MS,
      '/api/transit/metro-live` (every 60 s)',
    ],
    [
      'trafficCams',
      constants.REFRESH_MS.trafficCams,
      30 * SECOND_MS,
      '/api/traffic-cams` (every 30 s)',
    ],
    ['news', constants.REFRESH_MS.news, 60 * SECOND_MS, '/api/news` (every 60 s)'],
  ])('%s is polled every %d ms', (_feed, value, expected, phrase) => {
    expect(api).toContain(phrase);
    expect(value).toBe(expected);
  });

  test('the domain categories are the contract’s list, in its order', () => {
    const listed = /`category` is one of ([\w, ]+)\./.exec(api)?.[1]?.split(/, /);
    expect([...constants.DOMAIN_CATEGORIES]).toEqual(listed);
    expect(constants.DOMAIN_CATEGORIES).toContain(constants.METRO_DOMAIN_CATEGORY);
  });
});

describe('the metro', () => {
  test('seven counties, each NWS station in one of them and inside the box', () => {
    expect(new Set(constants.METRO_COUNTIES).size).toBe(7);
    const { minLat, maxLat, minLng, maxLng } = constants.METRO_BOUNDS;
    for (const station of constants.NWS_STATIONS) {
      expect(constants.METRO_COUNTIES, station.id).toContain(station.county);
      expect(station.lat > minLat && station.lat < maxLat, station.id).toBe(true);
      expect(station.lng > minLng && station.lng < maxLng, station.id).toBe(true);
    }
  });

  test('the Twin Cities centre lies inside the box', () => {
    const { lat, lng } = constants.TWIN_CITIES_CENTER;
    const { minLat, maxLat, minLng, maxLng } = constants.METRO_BOUNDS;
    expect(lat > minLat && lat < maxLat && lng > minLng && lng < maxLng).toBe(true);
  });
});
