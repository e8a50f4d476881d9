import { describe, expect, test } from 'vitest';
import { filterLocal, isLocal, withinRadius } from '@/domain/local-filter';

const edinaArea = { center: { lat: 44.8956, lng: -93.3547 }, county: 'Hennepin' };
const kmPerDegLat = 111.195;

describe('isLocal (25 km, or same county without coordinates)', () => {
  test('an item 24.9 km away is local, 25.1 km is not', () => {
    expect(
      isLocal({ position: { lat: 44.8956 + 24.9 / kmPerDegLat, lng: -93.3547 } }, edinaArea),
    ).toBe(true);
    expect(
      isLocal({ position: { lat: 44.8956 + 25.1 / kmPerDegLat, lng: -93.3547 } }, edinaArea),
    ).toBe(false);
  });
  test('an item with coordinates far away is not local even in the same county', () => {
    expect(isLocal({ position: { lat: 45.19, lng: -93.7 }, county: 'Hennepin' }, edinaArea)).toBe(
      false,
    );
  });
  test('an item without coordinates is local only in the same county', () => {
    expect(isLocal({ position: null, county: 'Hennepin' }, edinaArea)).toBe(true);
    expect(isLocal({ position: null, county: 'Ramsey' }, edinaArea)).toBe(false);
    expect(isLocal({ position: null, county: '' }, { center: null, county: '' })).toBe(false);
  });
  test('an area without a centre keeps only same-county items', () => {
    const area = { center: null, county: 'Hennepin' };
    expect(isLocal({ position: { lat: 44.9, lng: -93.35 } }, area)).toBe(false);
    expect(isLocal({ position: null, county: 'Hennepin' }, area)).toBe(true);
  });
});

test('filterLocal keeps order', () => {
  const items = [
    { id: 1, position: null, county: 'Hennepin' },
    { id: 2, position: { lat: 45.19, lng: -92.81 }, county: 'Washington' },
    { id: 3, position: { lat: 44.9, lng: -93.35 }, county: 'Hennepin' },
  ];
  expect(filterLocal(items, edinaArea).map((i) => i.id)).toEqual([1, 3]);
});

test('withinRadius leaves out items without coordinates', () => {
  const items = [{ position: null }, { position: { lat: 44.9, lng: -93.35 } }];
  expect(withinRadius(items, edinaArea.center)).toHaveLength(1);
});
