import { describe, expect, test } from 'vitest';
import { offlineFreshnessLabel } from '@/words/offline';

describe('offlineFreshnessLabel', () => {
  const at = (text: string) => new Date(text).getTime();

  test('read today: the time only', () => {
    expect(offlineFreshnessLabel(at('2026-11-24T07:42:10'), at('2026-11-24T09:00:00'))).toBe(
      'Last updated 7:42 AM · offline',
    );
  });

  test('read on another day: the weekday too', () => {
    expect(offlineFreshnessLabel(at('2026-11-23T21:05:00'), at('2026-11-24T06:00:00'))).toBe(
      'Last updated Mon 9:05 PM · offline',
    );
  });

  test('noon and midnight read as 12', () => {
    expect(offlineFreshnessLabel(at('2026-11-24T12:00:00'), at('2026-11-24T13:00:00'))).toBe(
      'Last updated 12:00 PM · offline',
    );
    expect(offlineFreshnessLabel(at('2026-11-24T00:07:00'), at('2026-11-24T01:00:00'))).toBe(
      'Last updated 12:07 AM · offline',
    );
  });

  test('nothing read: nothing to say', () => {
    expect(offlineFreshnessLabel(0, Date.now())).toBe('');
    expect(offlineFreshnessLabel(Number.NaN, Date.now())).toBe('');
  });
});
