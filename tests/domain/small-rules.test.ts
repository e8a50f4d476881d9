import { describe, expect, test } from 'vitest';
import { impactColour, toImpact } from '@/domain/impact';
import { domainSiteUrl, isValidHostName, safeExternalUrl } from '@/domain/safe-url';
import {
  compassDirection,
  lengthToMiles,
  speedToMph,
  temperatureToFahrenheit,
} from '@/domain/units';
import { hostName, isHubHost } from '@/domain/hosts';
import { formatAge, freshnessLabel, isStale, timestampOf } from '@/domain/freshness';

describe('impactColour', () => {
  test.each([
    ['high', 'red'],
    ['HIGH ', 'red'],
    ['medium', 'orange'],
    ['low', 'blue'],
    ['', 'blue'],
    ['critical', 'blue'],
  ])('%j → %s', (impact, colour) => expect(impactColour(impact)).toBe(colour));
  test('toImpact defaults to low', () => {
    expect(toImpact(undefined)).toBe('low');
    expect(toImpact(3)).toBe('low');
    expect(toImpact('Medium')).toBe('medium');
  });
});

describe('safeExternalUrl', () => {
  test.each([
    ['https://www.startribune.com/a', 'https://www.startribune.com/a'],
    ['http://example.org', 'http://example.org/'],
    ['  https://example.org/x  ', 'https://example.org/x'],
  ])('keeps %j', (input, output) => expect(safeExternalUrl(input)).toBe(output));
  test.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox'],
    ['#'],
    [''],
    ['/relative/path'],
    ['//evil.example'],
    ['ftp://example.org'],
    [null],
    [42],
    [`https://example.org/${'a'.repeat(3000)}`],
  ])('rejects %j', (input) => expect(safeExternalUrl(input)).toBeNull());
});

describe('isValidHostName and domainSiteUrl', () => {
  test.each([
    ['edina.news', true],
    ['sub.edina-news.com', true],
    ['localhost', false],
    ['-bad.com', false],
    ['bad-.com', false],
    ['ev il.com', false],
    ['evil.com/path', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j → %s', (host, valid) => expect(isValidHostName(host)).toBe(valid));
  test('domainSiteUrl builds https links only for valid hosts', () => {
    expect(domainSiteUrl('Edina.News')).toBe('https://edina.news');
    expect(domainSiteUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('unit conversion by unitCode', () => {
  test('°C to °F', () => {
    expect(temperatureToFahrenheit(0, 'wmoUnit:degC')).toBe(32);
    expect(temperatureToFahrenheit(-40, 'wmoUnit:degC')).toBe(-40);
    expect(temperatureToFahrenheit(50, 'wmoUnit:degF')).toBe(50);
    expect(temperatureToFahrenheit(1, 'wmoUnit:K')).toBeNull();
  });
  test('km/h × 0.621371 and m/s × 2.237 to mph', () => {
    expect(speedToMph(10, 'wmoUnit:km_h-1')).toBeCloseTo(6.21371, 6);
    expect(speedToMph(10, 'wmoUnit:m_s-1')).toBeCloseTo(22.37, 6);
    expect(speedToMph(10, 'wmoUnit:knot')).toBeNull();
  });
  test('metres ÷ 1609.34 to miles', () => {
    expect(lengthToMiles(16093.4, 'wmoUnit:m')).toBeCloseTo(10, 6);
    expect(lengthToMiles(1, 'wmoUnit:ft')).toBeNull();
  });
  test.each([
    [0, 'N'],
    [44, 'NE'],
    [180, 'S'],
    [359, 'N'],
    [-90, 'W'],
    [720, 'N'],
  ])('compassDirection(%d) → %s', (deg, dir) => expect(compassDirection(deg)).toBe(dir));
});

describe('hosts', () => {
  test.each([
    ['localhost:5173', true],
    ['127.0.0.1:4173', true],
    ['[::1]:4173', true],
    ['edina.news', false],
    ['edina.test:8080', false],
    ['hub.twincitieslive.news', true],
    ['HUB.twincitieslive.news:443', true],
  ])('%s is a hub host → %s', (host, hub) => {
    expect(isHubHost(host, ['hub.twincitieslive.news'])).toBe(hub);
  });
  test('hostName strips the port and lower-cases', () => {
    expect(hostName('Edina.Test:8080')).toBe('edina.test');
    expect(hostName('[::1]:80')).toBe('[::1]');
  });
});

describe('freshness', () => {
  test.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 min ago'],
    [6 * 60_000 + 5, '6 min ago'],
    [2 * 3_600_000, '2 h ago'],
    [72 * 3_600_000, '3 days ago'],
    [Number.NaN, 'just now'],
  ])('formatAge(%d) → %s', (age, label) => expect(formatAge(age)).toBe(label));
  test('freshnessLabel', () => {
    expect(freshnessLabel(0, 1000)).toBe('Not updated yet');
    expect(freshnessLabel(1_000, 1_000 + 6 * 60_000)).toBe('Updated 6 min ago');
    expect(freshnessLabel(1_000, 1_000 + 3 * 60_000, 'National Weather Service')).toBe(
      'National Weather Service · read 3 min ago',
    );
  });
  test('stale after twice the interval, not at it', () => {
    expect(isStale(1000, 1000 + 60_000, 30_000)).toBe(false);
    expect(isStale(1000, 1000 + 60_001, 30_000)).toBe(true);
    expect(isStale(0, 10 ** 12, 30_000)).toBe(false);
  });
  test('timestampOf gives 0 for garbage', () => {
    expect(timestampOf('nope')).toBe(0);
    expect(timestampOf('2025-01-01T00:00:00Z')).toBe(Date.UTC(2025, 0, 1));
  });
});
