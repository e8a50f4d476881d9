import { describe, expect, test } from 'vitest';
import {
  askAgainAfterReturn,
  RETURN_SETTLING_MS,
  copyStoredAt,
  isKeptFeed,
  isWebPageAnswer,
  KEPT_FEEDS_MAX_AGE_MS,
  stillCacheKey,
} from '@/domain/offline';

describe('isKeptFeed', () => {
  test.each([
    [['/api/traffic-cams'], true],
    [['/api/owned-domains?active=true'], true],
    [['nws', 'stations'], true],
    [['nws', 'forecast', '44.9778,-93.2650'], true],
    [['nextrip', 'departures', 'maam'], true],
    [['nextrip', 'metro'], false],
    [['nextrip', 'routes'], false],
    [['radar', 'n0q', 'valid'], false],
    [['geolocation'], false],
    [[42], false],
    [[], false],
  ])('%j that answered: %s', (key, kept) => {
    expect(isKeptFeed(key, true)).toBe(kept);
  });

  test('a feed with no answer (it failed or is still loading) is never kept', () => {
    expect(isKeptFeed(['/api/news'], false)).toBe(false);
    expect(isKeptFeed(['nws', 'stations'], false)).toBe(false);
  });

  test('keeps for a day', () => {
    expect(KEPT_FEEDS_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('stillCacheKey', () => {
  test('drops the refresh stamp, keeps the rest in order', () => {
    expect(
      stillCacheKey('https://video.dot.state.mn.us/video/image/metro/C101.jpg?_ts=1764000000000'),
    ).toBe('https://video.dot.state.mn.us/video/image/metro/C101.jpg');
    expect(stillCacheKey('https://cams.example.org/still?id=7&_ts=5&size=large')).toBe(
      'https://cams.example.org/still?id=7&size=large',
    );
  });

  test('two refreshes of one camera share a key; two cameras do not', () => {
    const a1 = stillCacheKey('https://cams.example.org/a.jpg?_ts=1');
    const a2 = stillCacheKey('https://cams.example.org/a.jpg?_ts=2');
    const b = stillCacheKey('https://cams.example.org/b.jpg?_ts=1');
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
  });

  test('a URL without a stamp, or not a URL, is unchanged', () => {
    expect(stillCacheKey('https://cams.example.org/a.jpg?id=1')).toBe(
      'https://cams.example.org/a.jpg?id=1',
    );
    expect(stillCacheKey('not a url')).toBe('not a url');
  });
});

describe('copyStoredAt', () => {
  test('the stored time of a kept copy', () => {
    expect(copyStoredAt('1764000000000')).toBe(1764000000000);
  });

  test('a fresh answer (no header) or a header that is not a time: 0', () => {
    expect(copyStoredAt(null)).toBe(0);
    expect(copyStoredAt('')).toBe(0);
    expect(copyStoredAt('yesterday')).toBe(0);
    expect(copyStoredAt('-5')).toBe(0);
  });
});

describe('isWebPageAnswer', () => {
  test.each([
    ['text/html; charset=utf-8', ''],
    ['TEXT/HTML', ''],
    ['application/xhtml+xml', ''],
    [null, '<!DOCTYPE html><html><body>Sign in to CoffeeShop Wi-Fi</body></html>'],
    ['text/plain', '  <html><head>'],
  ])('%s with %j is a web page, never data', (type, body) => {
    expect(isWebPageAnswer(type, body)).toBe(true);
  });
  test.each([
    ['application/json', '[]'],
    ['application/geo+json', '{"features":[]}'],
    [null, '{"a": "<html>"}'],
    ['text/plain', 'plain words'],
  ])('%s with %j is not', (type, body) => {
    expect(isWebPageAnswer(type, body)).toBe(false);
  });
});

describe('askAgainAfterReturn', () => {
  const RETURN = Date.parse('2026-11-27T07:00:00Z');

  test('a request under way at the return is asked again', () => {
    expect(
      askAgainAfterReturn({ startedAt: RETURN - 4_000, returnedAt: RETURN, online: true }),
    ).toBe(true);
  });

  test("one that left in the network's first seconds back is asked again, up to the edge", () => {
    expect(askAgainAfterReturn({ startedAt: RETURN + 500, returnedAt: RETURN, online: true })).toBe(
      true,
    );
    expect(
      askAgainAfterReturn({
        startedAt: RETURN + RETURN_SETTLING_MS,
        returnedAt: RETURN,
        online: true,
      }),
    ).toBe(true);
    expect(
      askAgainAfterReturn({
        startedAt: RETURN + RETURN_SETTLING_MS + 1,
        returnedAt: RETURN,
        online: true,
      }),
    ).toBe(false);
  });

  test('never while the browser is offline, nor when the connection never came back', () => {
    expect(askAgainAfterReturn({ startedAt: RETURN - 1, returnedAt: RETURN, online: false })).toBe(
      false,
    );
    expect(askAgainAfterReturn({ startedAt: RETURN, returnedAt: null, online: true })).toBe(false);
  });
});
