import { expect, test } from 'vitest';
import { weatherDrawnAsOf } from '@/entities/weather-station/drawn-as-of';
import { station } from '../../features/details/items';

test('what is drawn changes when a reading turns 2 hours old, and not before', () => {
  const now = Date.UTC(2026, 11, 1, 18, 0);
  const reading = station({ observedAt: new Date(now - 119 * 60_000).toISOString() });
  expect(weatherDrawnAsOf([reading], now)).toBe(weatherDrawnAsOf([reading], now + 30_000));
  expect(weatherDrawnAsOf([reading], now)).not.toBe(weatherDrawnAsOf([reading], now + 2 * 60_000));
  expect(weatherDrawnAsOf([], now)).toBe('');
});
