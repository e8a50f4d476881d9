import { describe, expect, test } from 'vitest';
import { capitalise, newsDateLabel, truncate } from '@/domain/display-text';

describe('display text', () => {
  test('truncate keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('edina.news', 80)).toBe('edina.news');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('a'.repeat(500), 80)).toHaveLength(80);
  });
  test('newsDateLabel', () => {
    expect(newsDateLabel('2025-01-05T22:12:00Z')).toMatch(/^Jan 5, 2025, \d{1,2}:12 [AP]M$/);
    expect(newsDateLabel('')).toBe('');
    expect(newsDateLabel('not a date')).toBe('');
  });
  test('capitalise', () => {
    expect(capitalise('suburban')).toBe('Suburban');
    expect(capitalise('')).toBe('');
  });
});
