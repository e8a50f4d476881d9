import { afterEach, describe, expect, test } from 'vitest';
import { en } from '@/i18n/catalogs/en';
import { applyCatalog } from '@/i18n/translate';
import { formatAge, freshnessLabel } from '@/words/freshness';

describe('freshness', () => {
  test.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 min ago'],
    [6 * 60_000 + 5, '6 min ago'],
    [2 * 3_600_000, '2 h ago'],
    [72 * 3_600_000, '3 days ago'],
    [Number.NaN, 'just now'],
  ])('formatAge(%d) → %s', (age, label) => expect(formatAge(age)).toBe(label));
  test('freshnessLabel', () => {
    expect(freshnessLabel(0, 1000)).toBe('Not updated yet');
    expect(freshnessLabel(1_000, 1_000 + 6 * 60_000)).toBe('Updated 6 min ago');
    expect(freshnessLabel(1_000, 1_000 + 3 * 60_000, 'National Weather Service')).toBe(
      'National Weather Service · read 3 min ago',
    );
  });
});

describe('ages in Somali and Hmong, from the catalogs', () => {
  afterEach(() => applyCatalog('en', en));

  test.each([
    ['so', 60_000, '1 daqiiqad ka hor'],
    ['so', 6 * 60_000, '6 daqiiqo ka hor'],
    ['so', 3 * 86_400_000, '3 maalmood ka hor'],
    ['hmn', 60_000, '1 feeb dhau los'],
    ['hmn', 6 * 60_000, '6 feeb dhau los'],
    ['hmn', 2 * 3_600_000, '2 teev dhau los'],
  ] as const)('%s: %i ms → %s', async (language, ageMs, expected) => {
    const { loadCatalog } = await import('@/i18n/load-catalog');
    applyCatalog(language, await loadCatalog(language));
    expect(formatAge(ageMs)).toBe(expected);
  });
});
