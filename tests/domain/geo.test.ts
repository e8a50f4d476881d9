import { describe, expect, test } from 'vitest';
import { distanceKm, distanceM, drawableItems, isInMetroBox, isValidLatLng } from '@/domain/geo';

describe('distanceKm (haversine, R = 6,371 km)', () => {
  test('a point is 0 km from itself', () => {
    expect(distanceKm({ lat: 44.98, lng: -93.27 }, { lat: 44.98, lng: -93.27 })).toBe(0);
  });
  test('downtown Minneapolis to downtown Saint Paul is about 14 km', () => {
    const km = distanceKm({ lat: 44.9778, lng: -93.265 }, { lat: 44.9537, lng: -93.09 });
    expect(km).toBeGreaterThan(13.5);
    expect(km).toBeLessThan(14.5);
  });
  test('one degree of latitude is 111.19 km on a 6,371 km sphere', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
  });
  test('antipodes are half the circumference apart, not NaN', () => {
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 3);
  });
  test('is symmetric and distanceM is 1000× distanceKm', () => {
    const a = { lat: 44.8, lng: -93.5 };
    const b = { lat: 45.1, lng: -93.0 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 10);
    expect(distanceM(a, b)).toBeCloseTo(distanceKm(a, b) * 1000, 6);
  });
});

describe('isInMetroBox (lat 44.7–45.2, lng −93.8 to −92.8)', () => {
  test.each([
    ['the centre', { lat: 44.9778, lng: -93.265 }, true],
    ['the south-west corner, edge included', { lat: 44.7, lng: -93.8 }, true],
    ['the north-east corner, edge included', { lat: 45.2, lng: -92.8 }, true],
    ['just south of the box', { lat: 44.6999, lng: -93.2 }, false],
    ['just east of the box', { lat: 44.9, lng: -92.7999 }, false],
    ['Duluth', { lat: 46.7867, lng: -92.1005 }, false],
    ['NaN latitude', { lat: Number.NaN, lng: -93.2 }, false],
    ['Infinity longitude', { lat: 44.9, lng: Number.POSITIVE_INFINITY }, false],
  ])('%s → %s', (_name, point, expected) => {
    expect(isInMetroBox(point)).toBe(expected);
  });
  test('null is outside', () => {
    expect(isInMetroBox(null)).toBe(false);
  });
});

describe('isValidLatLng', () => {
  test.each([
    [{ lat: 91, lng: 0 }, false],
    [{ lat: 0, lng: -181 }, false],
    [{ lat: '44.9', lng: -93 }, false],
    [{ lat: 0, lng: 0 }, true],
    [null, false],
    ['44,-93', false],
  ])('%j → %s', (point, expected) => {
    expect(isValidLatLng(point)).toBe(expected);
  });
});

test('drawableItems keeps only items inside the box', () => {
  const items = [
    { id: 'in', position: { lat: 44.95, lng: -93.2 } },
    { id: 'none', position: null },
    { id: 'out', position: { lat: 46, lng: -93.2 } },
  ];
  expect(drawableItems(items).map((item) => item.id)).toEqual(['in']);
});
