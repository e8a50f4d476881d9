import { expect, test } from 'vitest';
import { findCityByName, groupCitiesByPopulation } from '@/domain/cities';
import type { City } from '@/domain/types';

const city = (name: string, population: number): City => ({
  id: name.toLowerCase(),
  name,
  county: 'Hennepin',
  population,
  position: null,
});

test('cities above 50,000 are major, largest first', () => {
  const groups = groupCitiesByPopulation([
    city('Edina', 53494),
    city('Minneapolis', 429954),
    city('Richfield', 36994),
  ]);
  expect(groups.major.map((c) => c.name)).toEqual(['Minneapolis', 'Edina']);
  expect(groups.other.map((c) => c.name)).toEqual(['Richfield']);
});

test('exactly 50,000 is not major', () => {
  expect(groupCitiesByPopulation([city('Edge', 50000)]).other).toHaveLength(1);
});

test('cities with no population sort last as 0, ties by name', () => {
  const groups = groupCitiesByPopulation([city('Zed', 0), city('Anoka', 17921), city('Able', 0)]);
  expect(groups.other.map((c) => c.name)).toEqual(['Anoka', 'Able', 'Zed']);
});

test('an empty list gives two empty groups', () => {
  expect(groupCitiesByPopulation([])).toEqual({ major: [], other: [] });
});

test('findCityByName ignores case and spaces', () => {
  expect(findCityByName([city('Saint Paul', 1)], '  saint PAUL ')?.name).toBe('Saint Paul');
  expect(findCityByName([city('Saint Paul', 1)], 'Paul')).toBeUndefined();
});
