import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { server } from '../msw-server';
import { stubResizeObserver } from '../support/resize-observer';

/** Whole pages fed hostile feeds: they must render, draw nothing outside the box, and no HTML. */
const RUNS = 15;

const hostileText = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '<img src=x onerror="window.__pwned=1">',
    '<script>window.__pwned=1</script>',
    'javascript:window.__pwned=1',
    'data:text/html,<b>x</b>',
    'x'.repeat(20_000),
  ),
);
const hostileNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e9, -93.3, 44.95, 45.2, -92.8),
  fc.constantFrom('44.9', 'north', null, undefined),
);
const hostileItem = fc.record(
  {
    id: fc.oneof(fc.constantFrom('a', 'b', 'c', '', null), fc.integer()),
    name: hostileText,
    title: hostileText,
    description: hostileText,
    category: hostileText,
    impact: fc.oneof(hostileText, fc.constantFrom('high', 'medium')),
    imageUrl: hostileText,
    url: fc.oneof(hostileText, fc.constantFrom('https://example.org/story', '#')),
    latitude: hostileNumber,
    longitude: hostileNumber,
    county: fc.constantFrom('Hennepin', 'Ramsey', '', 7),
    tags: fc.oneof(fc.array(hostileText, { maxLength: 3 }), hostileText),
    publishedAt: fc.oneof(hostileText, fc.constant('2025-01-01T00:00:00Z')),
    status: hostileText,
  },
  { requiredKeys: [] },
);
const hostileFeed = fc.oneof(
  { weight: 4, arbitrary: fc.array(hostileItem, { maxLength: 8 }) },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.constant(null), fc.string(), fc.dictionary(fc.string(), fc.string())),
  },
);

export function serveHostile(cameras: unknown, news: unknown, weather: unknown) {
  server.use(
    http.get('*/api/traffic-cams', () => HttpResponse.json(cameras as never)),
    http.get('*/api/news', () => HttpResponse.json(news as never)),
    http.get('*/api/weather/nws-live', () => HttpResponse.json(weather as never)),
  );
}

/** Checks the page for anything a hostile feed could have injected; returns the markers checked. */
export function expectNothingHostile(container: HTMLElement): number {
  expect(document.querySelector('script, img[src="x"], iframe, object')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  for (const image of Array.from(document.querySelectorAll('img'))) {
    expect(image.getAttribute('src') ?? '').toMatch(/^https?:\/\//);
  }
  for (const link of Array.from(document.querySelectorAll('a[href]'))) {
    expect(link.getAttribute('href') ?? '').toMatch(/^(https?:\/\/|\/|#)/);
  }
  // Markers sit inside the projection box: 7.5 %–92.5 % of the map surface.
  const markers = Array.from(container.querySelectorAll<HTMLElement>('#map button[style]'));
  for (const marker of markers) {
    const left = Number.parseFloat(marker.style.left);
    const top = Number.parseFloat(marker.style.top);
    if (Number.isNaN(left) || Number.isNaN(top)) continue;
    expect(left).toBeGreaterThanOrEqual(7.5 - 1e-6);
    expect(left).toBeLessThanOrEqual(92.5 + 1e-6);
    expect(top).toBeGreaterThanOrEqual(7.5 - 1e-6);
    expect(top).toBeLessThanOrEqual(92.5 + 1e-6);
  }
  expect(screen.queryByText(/could not be shown/)).toBeNull();
  return markers.length;
}

/** Quiet consoles and a ResizeObserver for every test of a file that calls this. */
export function stubPageGlobals() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubResizeObserver();
  });
  afterEach(() => vi.unstubAllGlobals());
}

export const samples = fc.sample(fc.tuple(hostileFeed, hostileFeed, hostileFeed), {
  numRuns: RUNS,
  seed: 2025,
});
