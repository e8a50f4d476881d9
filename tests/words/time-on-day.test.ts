import { expect, test } from 'vitest';
import { dayOf, timeOnDay } from '@/words/time-on-day';

const at = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 11, day, hours, minutes).getTime();

test('a time of the same day is its time alone', () => {
  expect(timeOnDay(at(1, 0, 5), dayOf(at(1, 23, 59)))).toMatch(/^12:05\s?AM$/);
  expect(timeOnDay(at(1, 15, 5), dayOf(at(1, 15, 5)))).toMatch(/^3:05\s?PM$/);
});

test('a check made before midnight names its day the morning after', () => {
  // Mon Nov 30, 11:55 PM, read on Tue Dec 1 at 12:10 AM.
  expect(timeOnDay(at(0, 23, 55), dayOf(at(1, 0, 10)))).toMatch(/^Mon 11:55\s?PM$/);
  expect(timeOnDay(at(1, 23, 55), dayOf(at(2, 9)))).toMatch(/^Tue 11:55\s?PM$/);
});

test('the day changes at midnight only', () => {
  expect(dayOf(at(1, 0, 0))).toBe(dayOf(at(1, 23, 59)));
  expect(dayOf(at(2, 0, 0))).not.toBe(dayOf(at(1, 23, 59)));
});
