import { describe, expect, test } from 'vitest';
import { LONGEST_WAIT_MS, retryAfterMs, THROTTLED_DEFAULT_WAIT_MS } from '@/domain/retry-after';

const NOW = Date.parse('2026-01-15T12:00:00Z');

describe('retryAfterMs', () => {
  test.each([
    [429, '120', 120_000],
    [503, '30', 30_000],
    [429, ' 0 ', 0],
    [429, '999999', LONGEST_WAIT_MS],
  ])('%d with Retry-After %j waits %d ms', (status, header, wait) => {
    expect(retryAfterMs(status, header, null, NOW)).toBe(wait);
  });

  test("an HTTP date is read against the server's Date, not a device clock two hours off", () => {
    const server = 'Thu, 15 Jan 2026 12:00:00 GMT';
    const until = 'Thu, 15 Jan 2026 12:05:00 GMT';
    const deviceTwoHoursAhead = NOW + 2 * 60 * 60 * 1000;
    expect(retryAfterMs(503, until, server, deviceTwoHoursAhead)).toBe(300_000);
  });

  test('an HTTP date with no server Date is read against this device, and never as negative', () => {
    expect(retryAfterMs(429, 'Thu, 15 Jan 2026 12:01:00 GMT', null, NOW)).toBe(60_000);
    expect(retryAfterMs(429, 'Thu, 15 Jan 2026 11:00:00 GMT', null, NOW)).toBe(0);
  });

  test('a 429 whose wait cannot be read still waits a minute; a bare 503 asks for none', () => {
    expect(retryAfterMs(429, null, null, NOW)).toBe(THROTTLED_DEFAULT_WAIT_MS);
    expect(retryAfterMs(429, 'soon', null, NOW)).toBe(THROTTLED_DEFAULT_WAIT_MS);
    expect(retryAfterMs(503, null, null, NOW)).toBeNull();
  });

  test('other statuses ask for no wait', () => {
    expect(retryAfterMs(500, '60', null, NOW)).toBeNull();
    expect(retryAfterMs(200, '60', null, NOW)).toBeNull();
  });
});
