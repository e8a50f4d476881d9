import { expect, test } from 'vitest';
import { liveSummary } from '@/words/live-stats';

test('the counts as the rows read them, joined, on the map', () => {
  expect(liveSummary(['2 traffic cameras', '1 weather station', '16 transit vehicles'])).toBe(
    '2 traffic cameras, 1 weather station, 16 transit vehicles on the map.',
  );
  expect(liveSummary(['1 news story'])).toBe('1 news story on the map.');
});

test('nothing to count: nothing said', () => {
  expect(liveSummary([])).toBe('');
});
