import { describe, expect, test } from 'vitest';
import { milesToKm, nearest } from '@/domain/nearby';

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
});

test('milesToKm: "Near You" states its radius in miles and measures it in kilometres', () => {
  expect(milesToKm(15)).toBeCloseTo(24.14, 2);
  expect(milesToKm(0)).toBe(0);
});
