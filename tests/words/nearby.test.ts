import { expect, test } from 'vitest';
import { milesToKm } from '@/domain/nearby';
import { formatDistance } from '@/words/nearby';

test.each([
  [0.5, '0.3 mi'],
  [16.0934, '10 mi'],
  [3, '1.9 mi'],
  [-1, ''],
  [Number.NaN, ''],
])('formatDistance(%d km) is %s', (km, text) => {
  expect(formatDistance(km)).toBe(text);
});

test('milesToKm: "Near You" states its radius in miles and measures it in kilometres', () => {
  expect(milesToKm(15)).toBeCloseTo(24.14, 2);
  expect(formatDistance(milesToKm(15))).toBe('15 mi');
});
