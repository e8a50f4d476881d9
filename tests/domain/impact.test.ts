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
  test('toImpact: high, medium or low in any case; anything else is unknown, never low', () => {
    expect(toImpact(undefined)).toBe('unknown');
    expect(toImpact(3)).toBe('unknown');
    expect(toImpact('critical')).toBe('unknown');
    expect(toImpact('')).toBe('unknown');
    expect(toImpact('Medium')).toBe('medium');
    expect(toImpact(' LOW ')).toBe('low');
    expect(toImpact('high')).toBe('high');
  });
});
