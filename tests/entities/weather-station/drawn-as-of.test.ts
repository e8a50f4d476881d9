import { afterEach, expect, test } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { weatherDrawnAsOf } from '@/entities/weather-station/drawn-as-of';
import { station } from '../../features/details/items';

test('what is drawn changes when a reading turns 2 hours old, and not before', () => {
  const now = Date.UTC(2026, 11, 1, 18, 0);
  const reading = station({ observedAt: new Date(now - 119 * 60_000).toISOString() });
  expect(weatherDrawnAsOf([reading], now)).toBe(weatherDrawnAsOf([reading], now + 30_000));
  expect(weatherDrawnAsOf([reading], now)).not.toBe(weatherDrawnAsOf([reading], now + 2 * 60_000));
  expect(weatherDrawnAsOf([], now)).toBe('');
});

afterEach(forgetServerClock);

test("a reading's age is counted on the server's clock: a device 3 hours ahead keeps it current", () => {
  const serverNow = Date.UTC(2026, 11, 1, 18, 0);
  const deviceNow = serverNow + 3 * 3_600_000;
  const reading = station({ observedAt: new Date(serverNow - 30 * 60_000).toISOString() });
  const stale = weatherDrawnAsOf([reading], deviceNow);
  noteServerDate(new Date(serverNow).toUTCString(), deviceNow);
  expect(weatherDrawnAsOf([reading], deviceNow)).not.toBe(stale);
  expect(weatherDrawnAsOf([reading], deviceNow)).toBe(weatherDrawnAsOf([reading], serverNow));
});
