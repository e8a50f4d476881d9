import { describe, expect, test } from 'vitest';
import { isStale, newestFirst, timestampOf } from '@/domain/freshness';

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
