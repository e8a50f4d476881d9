import { describe, expect, test } from 'vitest';
import { placesFrom, searchPlaces } from '@/domain/place-search';
import type { City } from '@/domain/types';
import { cam, station } from './fixtures';

const city = (name: string, population: number, lat: number, lng: number): City => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  county: 'Hennepin',
  population,
  position: { lat, lng },
});
const cities = [
  city('Minneapolis', 429954, 44.9819, -93.2692),
  city('Saint Paul', 311527, 44.9442, -93.0936),
  city('Edina', 53494, 44.8956, -93.3547),
  city('Duluth', 86697, 46.7867, -92.1005),
];

describe('place search', () => {
  const places = placesFrom({
    cities,
    cameras: [cam('c1', 'I-35W: I-35W NB @ 46th St', 44.92, -93.27), cam('c2', 'Far', 47, -93)],
    stations: [station(10, false)],
  });
  test('only places inside the map box are offered', () => {
    expect(places.map((place) => place.name)).not.toContain('Duluth');
    expect(places.map((place) => place.name)).not.toContain('Far');
  });
  test('"st paul" finds Saint Paul', () => {
    expect(searchPlaces(places, 'st paul').map((p) => p.name)).toEqual(['Saint Paul']);
  });
  test('every word must match, in any order', () => {
    expect(searchPlaces(places, '46th 35w').map((p) => p.kind)).toEqual(['camera']);
  });
  test('names starting with the query come first, then cities before cameras', () => {
    const found = searchPlaces(places, 'e');
    expect(found[0]!.name).toBe('Edina');
  });
  test('an empty query finds nothing; the limit caps results', () => {
    expect(searchPlaces(places, '   ')).toEqual([]);
    expect(searchPlaces(places, 'a', 1)).toHaveLength(1);
  });
  test('case and accents do not matter', () => {
    expect(searchPlaces(places, 'ÉDINA').map((p) => p.name)).toEqual(['Edina']);
  });
});

describe('place search and street names', () => {
  test('"40th St" finds a camera named "… @ 40th St"', () => {
    const places = placesFrom({
      cities: [],
      cameras: [cam('c', 'I-694: I-694 NB @ 40th St', 45.0, -92.96)],
      stations: [],
    });
    expect(searchPlaces(places, '40th St').map((p) => p.id)).toEqual(['camera:c']);
    expect(searchPlaces(places, '40th st.').map((p) => p.id)).toEqual(['camera:c']);
  });
});

describe('place search by county and road', () => {
  const places = placesFrom({
    cities,
    cameras: [cam('c1', 'I-35W: I-35W NB @ 46th St', 44.92, -93.27)],
    stations: [],
  });
  test('a place keeps its county and a camera its road as facts, not words', () => {
    expect(places.find((place) => place.kind === 'city')).toMatchObject({
      county: 'Hennepin',
      route: '',
    });
    expect(places.find((place) => place.kind === 'camera')).toMatchObject({ county: '' });
  });
  test('"hennepin" finds the cities in Hennepin County; a word of the site does not', () => {
    expect(searchPlaces(places, 'hennepin').map((p) => p.kind)).toEqual(['city', 'city', 'city']);
    expect(searchPlaces(places, 'county')).toEqual([]);
  });
});
