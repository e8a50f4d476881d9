import { describe, expect, test } from 'vitest';
import { impactColour, toImpact } from '@/domain/impact';

describe('impactColour', () => {
  test.each([
    ['high', 'red'],
    ['HIGH ', 'red'],
    ['medium', 'orange'],
    ['low', 'blue'],
    ['', 'blue'],
    ['critical', 'blue'],
  ])('%j → %s', (impact, colour) => expect(impactColour(impact)).toBe(colour));
  test('toImpact defaults to low', () => {
    expect(toImpact(undefined)).toBe('low');
    expect(toImpact(3)).toBe('low');
    expect(toImpact('Medium')).toBe('medium');
  });
});
