import { describe, expect, test } from 'vitest';
import { newestFirst } from '@/domain/freshness';

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
