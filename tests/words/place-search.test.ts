import { expect, test } from 'vitest';
import { placeDetail } from '@/words/place-search';

test.each([
  [{ kind: 'city', county: 'Hennepin', route: '' }, 'Hennepin County'],
  [{ kind: 'city', county: '', route: '' }, 'City'],
  [{ kind: 'station', county: 'Ramsey', route: '' }, 'Weather station · Ramsey County'],
  [{ kind: 'camera', county: '', route: 'I-94 EB' }, 'I-94 EB'],
  [{ kind: 'camera', county: '', route: '' }, 'Traffic camera'],
] as const)('%j reads %s', (place, detail) => {
  expect(placeDetail(place)).toBe(detail);
});
