import { describe, expect, test } from 'vitest';
import { capitalise, truncate } from '@/domain/display-text';

describe('display text', () => {
  test('truncate keeps short text and cuts long text with an ellipsis', () => {
    expect(truncate('edina.news', 80)).toBe('edina.news');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('a'.repeat(500), 80)).toHaveLength(80);
  });
  test('capitalise', () => {
    expect(capitalise('suburban')).toBe('Suburban');
    expect(capitalise('')).toBe('');
  });
});
