import { afterEach, describe, expect, test } from 'vitest';
import { formatAge, freshnessLabel, isStale, newestFirst, timestampOf } from '@/domain/freshness';
import { en } from '@/i18n/catalogs/en';
import { applyCatalog } from '@/i18n/translate';

const story = ({ id, publishedAt }: { id: string; publishedAt: string }) => ({ id, publishedAt });

describe('newestFirst', () => {
  test('sorts by publishedAt, newest first', () => {
    const items = [
      story({ id: 'old', publishedAt: '2025-01-01T00:00:00Z' }),
      story({ id: 'new', publishedAt: '2025-01-03T00:00:00Z' }),
      story({ id: 'mid', publishedAt: '2025-01-02T00:00:00Z' }),
    ];
    expect(newestFirst(items).map((s) => s.id)).toEqual(['new', 'mid', 'old']);
  });
  test('undated or unreadable dates go last, ties keep feed order', () => {
    const items = [
      story({ id: 'blank', publishedAt: '' }),
      story({ id: 'a', publishedAt: '2025-01-02T00:00:00Z' }),
      story({ id: 'junk', publishedAt: 'yesterday' }),
      story({ id: 'b', publishedAt: '2025-01-02T00:00:00Z' }),
    ];
    expect(newestFirst(items).map((s) => s.id)).toEqual(['a', 'b', 'blank', 'junk']);
  });
  test('does not change its input', () => {
    const items = [
      story({ id: 'a', publishedAt: '2025-01-01T00:00:00Z' }),
      story({ id: 'b', publishedAt: '' }),
    ];
    newestFirst(items);
    expect(items.map((s) => s.id)).toEqual(['a', 'b']);
  });
});

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
  test('stale after twice the interval, not at it', () => {
    expect(isStale(1000, 1000 + 60_000, 30_000)).toBe(false);
    expect(isStale(1000, 1000 + 60_001, 30_000)).toBe(true);
    expect(isStale(0, 10 ** 12, 30_000)).toBe(false);
  });
  test('timestampOf gives 0 for garbage', () => {
    expect(timestampOf('nope')).toBe(0);
    expect(timestampOf('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
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
