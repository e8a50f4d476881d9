import { afterEach, describe, expect, test } from 'vitest';
import { holdRequests, releaseAllHolds, requestsHeldUntil } from '@/api/throttle';

afterEach(releaseAllHolds);

describe('held requests', () => {
  test('a URL is held until the time given, then free', () => {
    holdRequests('https://nws.example/alerts', 10_000);
    expect(requestsHeldUntil('https://nws.example/alerts', 9_999)).toBe(10_000);
    expect(requestsHeldUntil('https://nws.example/alerts', 10_000)).toBe(0);
  });
  test('other URLs are not held', () => {
    holdRequests('https://nws.example/alerts', 10_000);
    expect(requestsHeldUntil('https://nws.example/stations', 5_000)).toBe(0);
  });
  test('a shorter hold never cuts a longer one', () => {
    holdRequests('u', 10_000);
    holdRequests('u', 5_000);
    expect(requestsHeldUntil('u', 6_000)).toBe(10_000);
  });
});
