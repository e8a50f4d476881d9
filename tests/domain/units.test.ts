import { describe, expect, test } from 'vitest';
import type { StationField, WeatherStation } from '@/domain/types';
import {
  averageTemperatureF,
  compassOctant,
  hasCurrentTemperature,
  isOldReading,
  lengthToMiles,
  plausibleHumidityPercent,
  plausibleTemperatureF,
  plausibleWindMph,
  speedToMph,
  temperatureToFahrenheit,
} from '@/domain/units';
import { station as stationOf } from './fixtures';

const station = (temperatureF: number, fallback: boolean, extra: Partial<WeatherStation>) => ({
  ...stationOf(temperatureF, fallback),
  ...extra,
});

describe('unit conversion by unitCode', () => {
  test('°C to °F', () => {
    expect(temperatureToFahrenheit(0, 'wmoUnit:degC')).toBe(32);
    expect(temperatureToFahrenheit(-40, 'wmoUnit:degC')).toBe(-40);
    expect(temperatureToFahrenheit(50, 'wmoUnit:degF')).toBe(50);
    expect(temperatureToFahrenheit(1, 'wmoUnit:K')).toBeNull();
  });
  test('km/h × 0.621371 and m/s × 2.237 to mph', () => {
    expect(speedToMph(10, 'wmoUnit:km_h-1')).toBeCloseTo(6.21371, 6);
    expect(speedToMph(10, 'wmoUnit:m_s-1')).toBeCloseTo(22.37, 6);
    expect(speedToMph(10, 'wmoUnit:knot')).toBeNull();
  });
  test('metres ÷ 1609.34 to miles', () => {
    expect(lengthToMiles(16093.4, 'wmoUnit:m')).toBeCloseTo(10, 6);
    expect(lengthToMiles(1, 'wmoUnit:ft')).toBeNull();
  });
  test('a reading no metro station can give is null; the bounds themselves are kept', () => {
    expect([-81, -80, 130, 131].map(plausibleTemperatureF)).toEqual([null, -80, 130, null]);
    expect([-0.1, 0, 200, 201].map(plausibleWindMph)).toEqual([null, 0, 200, null]);
    expect([-1, 0, 100, 100.5].map(plausibleHumidityPercent)).toEqual([null, 0, 100, null]);
    expect(plausibleTemperatureF(null)).toBeNull();
  });
  test.each([
    [0, 0],
    [22, 0],
    [23, 1],
    [44, 1],
    [180, 4],
    [359, 0],
    [-90, 6],
    [720, 0],
  ])('compassOctant(%d) → %d', (deg, octant) => expect(compassOctant(deg)).toBe(octant));
});

describe('an old reading: dated more than 2 hours before now', () => {
  const NOW = Date.UTC(2026, 0, 12, 15);
  test.each([
    ['2 hours before', new Date(NOW - 2 * 3_600_000).toISOString(), false],
    ['2 hours and a second before', new Date(NOW - 2 * 3_600_000 - 1000).toISOString(), true],
    ['ahead of now', new Date(NOW + 60_000).toISOString(), false],
    ['without a date', '', false],
    ['with a date that does not parse', 'yesterday', false],
  ])('%s: %s', (_name, observedAt, old) => expect(isOldReading(observedAt, NOW)).toBe(old));
});

describe('a current temperature: read, and observed at most 2 hours before', () => {
  const now = Date.UTC(2026, 11, 1, 18, 0);
  const at = (ageMs: number, fallbackFields: StationField[] = []) =>
    station(20, false, { observedAt: new Date(now - ageMs).toISOString(), fallbackFields });

  test.each([
    ['10 minutes old', 10 * 60_000, true],
    ['exactly 2 hours old', 2 * 3_600_000, true],
    ['a millisecond over 2 hours', 2 * 3_600_000 + 1, false],
    ['days old', 3 * 86_400_000, false],
    ['ahead of now (a clock a little off)', -5 * 60_000, true],
  ])('%s: %s', (_name, ageMs, current) => {
    expect(hasCurrentTemperature(at(ageMs), now)).toBe(current);
  });

  test('no observation time, or a fallback temperature, is never current', () => {
    expect(hasCurrentTemperature({ ...at(0), observedAt: '' }, now)).toBe(false);
    expect(hasCurrentTemperature({ ...at(0), observedAt: 'today' }, now)).toBe(false);
    expect(hasCurrentTemperature(at(0, ['temperatureF']), now)).toBe(false);
  });

  test('the average leaves out what is not current', () => {
    const stations = [at(0), { ...at(3 * 3_600_000), temperatureF: 90 }];
    expect(averageTemperatureF(stations, now)).toBe(20);
    expect(averageTemperatureF([stations[1]!], now)).toBeNull();
  });
});
