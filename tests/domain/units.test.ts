import { describe, expect, test } from 'vitest';
import { compassOctant, lengthToMiles, speedToMph, temperatureToFahrenheit } from '@/domain/units';

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
