import { expect, test } from 'vitest';
import { newsDateLabel } from '@/words/display-text';

test('newsDateLabel', () => {
  expect(newsDateLabel('2025-01-05T22:12:00Z')).toMatch(/^Jan 5, 2025, \d{1,2}:12 [AP]M$/);
  expect(newsDateLabel('')).toBe('');
  expect(newsDateLabel('not a date')).toBe('');
});
