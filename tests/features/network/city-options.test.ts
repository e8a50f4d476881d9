import { describe, expect, test } from 'vitest';
import { parseCities } from '@/api/feeds/cities';
import {
  ALL_CITIES_VALUE,
  cityFromValue,
  cityOptionGroups,
  cityValue,
} from '@/features/network/city-options';
import { demoCities } from '@/mocks/responses';

describe('cityOptionGroups', () => {
  test('MAJOR (> 50,000) and OTHER, each largest first, straight from raw feed data', () => {
    const cities = parseCities([
      { id: 'a', name: 'Anoka', population: 17921 },
      { id: 'm', name: 'Minneapolis', population: 429954 },
      { id: 'e', name: 'Edina', population: '53494' },
      { id: 'x', name: 'Nowhere', population: 'n/a' },
      { id: 'y', name: 'Ghost' },
      { id: 'b', name: 'Edge', population: 50000 },
    ]);
    const groups = cityOptionGroups(cities);
    expect(groups.major.map((o) => o.label)).toEqual(['Minneapolis', 'Edina']);
    // A missing or non-numeric population counts as 0 and sorts last (ties by name).
    expect(groups.other.map((o) => o.label)).toEqual(['Edge', 'Anoka', 'Ghost', 'Nowhere']);
  });

  test('values are never empty and never "all"', () => {
    const groups = cityOptionGroups(parseCities(demoCities()));
    const values = [...groups.major, ...groups.other].map((o) => o.value);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value.length > 0 && value !== ALL_CITIES_VALUE)).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });

  test('a city named twice is offered once (the larger)', () => {
    const groups = cityOptionGroups(
      parseCities([
        { id: '1', name: 'Lino Lakes', population: 100 },
        { id: '2', name: 'lino lakes ', population: 21000 },
      ]),
    );
    expect(groups.other).toHaveLength(1);
  });

  test('the demo cities: Minneapolis then Saint Paul lead the major group', () => {
    const groups = cityOptionGroups(parseCities(demoCities()));
    expect(groups.major.slice(0, 2).map((o) => o.label)).toEqual(['Minneapolis', 'Saint Paul']);
    expect(groups.major.length).toBe(17);
  });

  test('an empty list gives empty groups', () => {
    expect(cityOptionGroups([])).toEqual({ major: [], other: [] });
  });
});

describe('select values', () => {
  test('a city round-trips through its value', () => {
    expect(cityFromValue(cityValue('Saint Paul'))).toBe('Saint Paul');
  });
  test.each([[ALL_CITIES_VALUE], [''], ['city:'], ['city:   '], ['Edina']])(
    '%j means no city',
    (value) => expect(cityFromValue(value)).toBeNull(),
  );
});
