import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseCities } from '@/api/feeds/cities';

describe('parseCities', () => {
  test.each([
    [undefined, 0],
    [null, 0],
    ['many', 0],
    ['1200', 1200],
    [-5, 0],
    [Number.NaN, 0],
  ])('population %j counts as %d', (population, expected) => {
    expect(parseCities([{ id: 1, name: 'X', population }])[0]?.population).toBe(expected);
  });
  test('the contract example: a missing population counts as 0', () => {
    expect(
      parseCities([
        { id: 1, name: 'Minneapolis', population: 429954 },
        { id: 7, name: 'Lilydale' },
      ]),
    ).toMatchObject([
      { id: '1', name: 'Minneapolis', population: 429954, county: '', position: null },
      { id: '7', name: 'Lilydale', population: 0 },
    ]);
  });
  test('the extras county, lat and lng are used when present', () => {
    expect(
      parseCities([{ id: 3, name: 'Edina', county: 'Hennepin', lat: 44.89, lng: -93.35 }])[0],
    ).toMatchObject({ county: 'Hennepin', position: { lat: 44.89, lng: -93.35 } });
  });
  test('the id falls back to the name', () => {
    expect(parseCities([{ name: 'Edina' }])[0]?.id).toBe('Edina');
  });
  test('an object is not a list of cities', () => {
    expect(() => parseCities({ cities: [] })).toThrow(WrongShapeError);
  });
});
