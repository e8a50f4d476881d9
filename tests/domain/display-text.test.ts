import { describe, expect, test } from 'vitest';
import { capitalise, newsDateLabel, plural, truncate } from '@/domain/display-text';

describe('display text', () => {
  test('truncate keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('edina.news', 80)).toBe('edina.news');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('a'.repeat(500), 80)).toHaveLength(80);
  });
  test('plural', () => {
    expect(plural(1, 'camera')).toBe('1 camera');
    expect(plural(0, 'camera')).toBe('0 cameras');
    expect(plural(2, 'story nearby', 'stories nearby')).toBe('2 stories nearby');
  });
  test('newsDateLabel', () => {
    expect(newsDateLabel('2025-01-05T22:12:00Z')).toMatch(
      /^Jan 5, 2025, \d{1,2}:12 [AP]M$/,
    );
    expect(newsDateLabel('')).toBe('');
    expect(newsDateLabel('not a date')).toBe('');
  });
  test('capitalise', () => {
    expect(capitalise('suburban')).toBe('Suburban');
    expect(capitalise('')).toBe('');
  });
});
