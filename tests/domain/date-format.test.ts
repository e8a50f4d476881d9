import { describe, expect, test } from 'vitest';
import { monthDay, timeOfDay } from '@/domain/date-format';

const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 23, hours, minutes, seconds);

describe('timeOfDay (en-US by hand)', () => {
  test.each([
    [at(0, 0), '12:00 AM'],
    [at(0, 5), '12:05 AM'],
    [at(9, 7), '9:07 AM'],
    [at(11, 59), '11:59 AM'],
    [at(12, 0), '12:00 PM'],
    [at(15, 4), '3:04 PM'],
    [at(23, 59), '11:59 PM'],
  ])('%s → %s, as Intl would say it', (date, expected) => {
    expect(timeOfDay(date)).toBe(expected);
    expect(timeOfDay(date)).toBe(
      date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
    );
  });

  test('with seconds', () => {
    expect(timeOfDay(at(15, 4, 5), true)).toBe('3:04:05 PM');
    expect(timeOfDay(at(0, 0, 9), true)).toBe('12:00:09 AM');
  });

});

describe('monthDay (en-US by hand)', () => {
  test.each([
    [new Date(2026, 0, 1), 'Jan 1', 'Jan 1, 2026'],
    [new Date(2026, 10, 23), 'Nov 23', 'Nov 23, 2026'],
    [new Date(2025, 11, 31), 'Dec 31', 'Dec 31, 2025'],
  ])('%s → %s / %s, as Intl would say it', (date, short, long) => {
    expect(monthDay(date)).toBe(short);
    expect(monthDay(date, true)).toBe(long);
    expect(monthDay(date, true)).toBe(
      date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
  });
});
