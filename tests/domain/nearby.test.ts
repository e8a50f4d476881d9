import { describe, expect, test } from 'vitest';
import { formatDistance, milesToKm, nearest } from '@/domain/nearby';

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

test('milesToKm: "Near You" states its radius in miles and measures it in kilometres', () => {
  expect(milesToKm(15)).toBeCloseTo(24.14, 2);
  expect(formatDistance(milesToKm(15))).toBe('15 mi');
});
