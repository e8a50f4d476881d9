import { expect, expectTypeOf, test } from 'vitest';
import { COUNTY_OUTLINES } from '@/components/map/geography/counties';
import type { GeoPoint } from '@/components/map/geography/geo-point';
import { INTERSTATES } from '@/components/map/geography/highways';
import { CITY_LABELS, COUNTY_LABELS } from '@/components/map/place-labels';
import { DOWNTOWNS, PARKS, RIVER_VALLEY_PARK } from '@/components/map/geography/places';
import { LAKES, RIVERS } from '@/components/map/geography/water';

test('a GeoPoint is exactly a read-only [lat, lng] pair', () => {
  expectTypeOf<readonly [number, number]>().toEqualTypeOf<GeoPoint>();
  expectTypeOf<[number, number, number]>().not.toExtend<GeoPoint>();
  expectTypeOf<number[]>().not.toExtend<GeoPoint>();
  expectTypeOf<GeoPoint>().not.toExtend<[number, number]>();
});

test('every authored and generated point is in [lat, lng] order (Minnesota: lat 44-46, lng -95 to -92)', () => {
  const points: GeoPoint[] = [
    ...COUNTY_OUTLINES.flatMap((county) => county.ring),
    ...INTERSTATES.flatMap((highway) => highway.line),
    ...COUNTY_LABELS.map((label) => label.at),
    ...CITY_LABELS.map((label) => label.at),
    ...PARKS.map((park) => park.centre),
    ...RIVER_VALLEY_PARK,
    ...DOWNTOWNS.flatMap((downtown) => [...downtown.outline, downtown.label]),
    ...RIVERS.flatMap((river) => river.line),
    ...LAKES.map((lake) => lake.centre),
  ];
  expect(points.length).toBeGreaterThan(100);
  const swapped = points.filter(([lat, lng]) => !(lat > 44 && lat < 46 && lng > -95 && lng < -92));
  expect(swapped).toEqual([]);
});
