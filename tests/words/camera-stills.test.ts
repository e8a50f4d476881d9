import { describe, expect, test } from 'vitest';
import { stillAgeLabel } from '@/words/camera-stills';

describe('the age of a still', () => {
  const loaded = Date.parse('2026-01-15T12:00:00Z');
  test.each([
    [0, 'Image under 10 s old'],
    [9_999, 'Image under 10 s old'],
    [10_000, 'Image 10 s old'],
    [40_000, 'Image 40 s old'],
    [49_999, 'Image 40 s old'],
    [59_999, 'Image 50 s old'],
    [60_000, 'Image 1 min old'],
    [150_000, 'Image 2 min old'],
    [3_600_000, 'Image 1 h old'],
    [49 * 3_600_000, 'Image 2 days old'],
  ])('%i ms after it loaded: %s', (age, label) => {
    expect(stillAgeLabel(loaded, loaded + age)).toBe(label);
  });
  test('a clock that stepped back reads as new, never as a negative age', () => {
    expect(stillAgeLabel(loaded, loaded - 5_000)).toBe('Image under 10 s old');
  });
  test('nothing before the first load', () => {
    expect(stillAgeLabel(0, loaded)).toBe('');
  });
});
