import { describe, expect, test } from 'vitest';
import { COUNTY_OUTLINES } from '@/components/map/geography/counties';
import {
  CITY_LABELS,
  COUNTY_LABELS,
  DOWNTOWN_LABEL_POINTS,
  downtownName,
} from '@/components/map/place-labels';
import { METRO_COUNTIES } from '@/domain/constants';
import { distanceKm, isInMetroBox } from '@/domain/geo';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog, t } from '@/i18n/translate';
import { insideRing } from './geography/ring';

const latLng = ([lat, lng]: readonly [number, number]) => ({ lat, lng });

describe('county labels', () => {
  test('one per metro county', () => {
    expect(COUNTY_LABELS.map((label) => label.text).sort()).toEqual([...METRO_COUNTIES].sort());
  });

  test.each(COUNTY_LABELS.map((label) => [label.text, label] as const))(
    '%s is written inside its county and inside the drawn frame',
    (name, label) => {
      const outline = COUNTY_OUTLINES.find((county) => county.name === name);
      expect(outline && insideRing(label.at, outline.ring)).toBe(true);
      expect(isInMetroBox(latLng(label.at))).toBe(true);
    },
  );

  test('the three largest counties are the major labels', () => {
    const major = COUNTY_LABELS.filter((label) => label.weight === 'major').map((l) => l.text);
    expect(major.sort()).toEqual(['Dakota', 'Hennepin', 'Ramsey']);
  });
});

describe('city labels', () => {
  test('names are unique; the two downtown cities are the only major ones', () => {
    const names = CITY_LABELS.map((label) => label.text);
    expect(new Set(names).size).toBe(names.length);
    const major = CITY_LABELS.filter((label) => label.weight === 'major').map((l) => l.text);
    expect(major.sort()).toEqual(Object.keys(DOWNTOWN_LABEL_POINTS).sort());
  });

  test.each(CITY_LABELS.map((label) => [label.text, label] as const))(
    '%s is inside the frame and inside one of the seven counties',
    (_name, label) => {
      expect(isInMetroBox(latLng(label.at))).toBe(true);
      expect(COUNTY_OUTLINES.some((county) => insideRing(label.at, county.ring))).toBe(true);
    },
  );
});

describe('downtowns', () => {
  test('each downtown’s name is written within 4 km of its city’s label', () => {
    for (const [city, at] of Object.entries(DOWNTOWN_LABEL_POINTS)) {
      const label = CITY_LABELS.find((candidate) => candidate.text === city);
      expect(label, city).toBeDefined();
      expect(distanceKm(latLng(at), latLng(label!.at)), city).toBeLessThan(4);
    }
  });

  test('downtownName words the downtown in the active language, the city as it is', () => {
    expect(downtownName(t, 'Minneapolis')).toBe('Downtown Minneapolis');
    applyCatalog('es', es);
    expect(downtownName(t, 'Saint Paul')).toBe('Centro de Saint Paul');
  });
});
