import { describe, expect, test } from 'vitest';
import { DOWNTOWN_LABEL_POINTS } from '@/components/map/place-labels';
import {
  DOWNTOWNS,
  PARKS,
  RIVER_VALLEY_PARK,
  STREET_GRID_AREA,
} from '@/components/map/geography/places';
import { isInMetroBox } from '@/domain/geo';
import { insideRing } from './ring';

const latLng = ([lat, lng]: readonly [number, number]) => ({ lat, lng });

describe('parks', () => {
  test('names are unique; each park has a size and lies inside the map box', () => {
    const names = PARKS.map((park) => park.name);
    expect(new Set(names).size).toBe(names.length);
    for (const park of PARKS) {
      expect(isInMetroBox(latLng(park.centre)), park.name).toBe(true);
      for (const radius of park.radii) {
        expect(radius, park.name).toBeGreaterThan(0);
        // Under about 5 km: a park, not a county.
        expect(radius, park.name).toBeLessThan(0.05);
      }
    }
  });

  test('the river valley refuge is a closed band inside the map box', () => {
    expect(RIVER_VALLEY_PARK.length).toBeGreaterThanOrEqual(4);
    for (const point of RIVER_VALLEY_PARK) expect(isInMetroBox(latLng(point))).toBe(true);
  });
});

describe('downtowns', () => {
  test('one per downtown label, in the same order as the labels', () => {
    expect(DOWNTOWNS.map((downtown) => downtown.city)).toEqual(Object.keys(DOWNTOWN_LABEL_POINTS));
  });

  test.each(DOWNTOWNS.map((downtown) => [downtown.city, downtown] as const))(
    '%s: its name is written inside its outline, with a usable street grid',
    (city, downtown) => {
      expect(downtown.label).toEqual(DOWNTOWN_LABEL_POINTS[city]);
      expect(downtown.outline.length).toBeGreaterThanOrEqual(3);
      expect(insideRing(downtown.label, downtown.outline)).toBe(true);
      // A few dozen streets across a downtown of 1-2 km, not thousands.
      expect(downtown.spacing).toBeGreaterThan(0.0005);
      expect(downtown.spacing).toBeLessThan(0.005);
      expect(downtown.bearing).toBeGreaterThanOrEqual(0);
      expect(downtown.bearing).toBeLessThan(90);
    },
  );
});

test('the street grid covers both downtowns', () => {
  const { minLat, maxLat, minLng, maxLng } = STREET_GRID_AREA;
  expect(minLat).toBeLessThan(maxLat);
  expect(minLng).toBeLessThan(maxLng);
  for (const [lat, lng] of DOWNTOWNS.flatMap((downtown) => downtown.outline)) {
    expect(lat).toBeGreaterThan(minLat);
    expect(lat).toBeLessThan(maxLat);
    expect(lng).toBeGreaterThan(minLng);
    expect(lng).toBeLessThan(maxLng);
  }
});
