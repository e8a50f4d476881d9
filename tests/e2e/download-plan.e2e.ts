/**
 * The first load of `/` as a browser does it, on a phone and on a desktop: how many JS files it
 * requests before its first paint and before it is idle, and when each feed starts, measured from
 * the moment the entry script starts running.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';

afterAll(closeBrowser);

interface FirstLoad {
  /** JS files requested before the first contentful paint. */
  beforePaint: string[];
  /** JS files requested before the network was idle. */
  beforeIdle: string[];
  /** Feed requests (the API and the weather service): ms after the entry script started. */
  feedStarts: { url: string; afterEntryMs: number }[];
  /** When the page learned of its first contentful paint: ms after the entry script started. */
  paintAfterEntryMs: number;
}

/** Reads the page's resource timing once it is idle: what was fetched, and when it started. */
async function firstLoad(page: Page): Promise<FirstLoad> {
  // When the page learns of its first contentful paint, as the app's own `afterFirstContentfulPaint`
  // does: Chromium stamps the entry with the frame's later presentation time.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      (window as unknown as { painted: number }).painted = performance.now();
      observer.disconnect();
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(siteUrl('/'), { waitUntil: 'networkidle' });
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const paint = (window as unknown as { painted?: number }).painted ?? Infinity;
    const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    // src/main.tsx marks when its code starts running.
    const entryRuns = performance.getEntriesByName('entry-start')[0]?.startTime ?? NaN;
    const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
    return {
      beforePaint: js.filter((entry) => entry.startTime < paint).map(path),
      beforeIdle: js.map(path),
      feedStarts: resources
        .filter((entry) => /\/api\/|api\.weather\.gov/.test(entry.name))
        .map((entry) => ({
          url: entry.name.replace(/^https?:\/\/[^/]+/, ''),
          afterEntryMs: Math.round(entry.startTime - entryRuns),
        })),
      paintAfterEntryMs: Math.round(paint - entryRuns),
    };
  });
}

/**
 * Files before the first paint (issue 26): at most 8 on both screens. The desktop's are Rolldown's
 * runtime, `shell` (the entry), `metro-map-page` and the kept feeds, see src/build/chunk-plan.ts;
 * the marker layer (`map-layers`) loads after that paint (decision 025). `camera` and `transit` (the
 * starred cameras, the transit feed) start at the first paint, and may start before the page learns
 * of it. Never
 * `radix`: the selects' code is fetched when the browser is idle after that paint. The header's
 * selects used to render the lazy Radix select at once, which started its download (38 KB gzip)
 * in the first render.
 */
const BEFORE_PAINT = { phone: 8, desktop: 8 } as const;

/**
 * Files before idle: issue 26 asked for at most 20, issue 42 for no more than 29425b7's, measured
 * beside it in one run: 13 on a phone, 15 on a desktop. The map widget's drawing (markers, radar,
 * geography) is one chunk, and a feed's definition and parser travel with the part that draws it, not
 * as downloads of their own (src/build/chunk-plan.ts).
 */
const BEFORE_IDLE = { phone: 13, desktop: 15 } as const;

/**
 * Feeds not part of the first screen: the forecast (`/points`, `/gridpoints`) is drawn below the fold
 * and its code loads after the first paint (issue 27). Every other feed starts within 100 ms of the
 * entry script (issue 26): index.html preloads the cameras, news, weather summary, weather alerts
 * and (desktop) transit, so they start before it runs (a negative figure), and the entry starts
 * the desktop's others as it runs, from the desktop view's chunk (src/app/desktop-first-feeds.ts),
 * which index.html preloads beside the entry. On a quiet machine the slowest starts 14–61 ms after
 * the entry (printed below; `npm run bench` measures it). A busy machine stretches every
 * millisecond (111 and 144 ms were seen at a load of 14 on 2 cores), so the test asserts what keeps
 * them early instead: each starts before the page's first paint, i.e. none waits for a render, a
 * paint or a chunk that loads after it. The snow emergencies' request starts with the entry (a
 * preload), like the alerts': a declared emergency is on the first screen, drawn in its first
 * paint (decision 031), so with the demo's declaration its chunk is one of the files before it.
 */
const AFTER_PAINT_FEEDS = /\/points\/|\/gridpoints\//;

/** The feeds each first screen reads (index.html preloads them). */
const FIRST_SCREEN_FEEDS = {
  phone: [
    '/api/traffic-cams',
    '/api/news',
    '/api/weather/nws-live',
    '/api/snow-emergencies',
    '/alerts/active?area=MN',
  ],
  desktop: [
    '/api/traffic-cams',
    '/api/news',
    '/api/weather/nws-live',
    '/api/transit/metro-live',
    '/api/snow-emergencies',
    '/alerts/active?area=MN',
  ],
} as const;

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the first load of / on a %s', (screen, viewport) => {
  test('few JS files before the first paint and before idle; feeds start with the entry', async () => {
    const { page, context } = await openPage({ viewport });
    const load = await firstLoad(page);
    console.info(
      `${screen}: ${load.beforePaint.length} JS files before first paint, ${load.beforeIdle.length} before idle; first paint ${load.paintAfterEntryMs} ms and feeds (ms) after the entry started: ${load.feedStarts.map((feed) => `${feed.url} ${feed.afterEntryMs}`).join(', ')}`,
    );
    expect(load.beforePaint.length, load.beforePaint.join('\n')).toBeLessThanOrEqual(
      BEFORE_PAINT[screen],
    );
    expect(load.beforePaint.filter((path) => path.includes('/radix-'))).toEqual([]);
    expect(load.beforeIdle.length, load.beforeIdle.join('\n')).toBeLessThanOrEqual(
      BEFORE_IDLE[screen],
    );
    const early = load.feedStarts.filter((feed) => !AFTER_PAINT_FEEDS.test(feed.url));
    expect(early.map((feed) => feed.url)).toEqual(
      expect.arrayContaining([...FIRST_SCREEN_FEEDS[screen]]),
    );
    for (const feed of early)
      expect(feed.afterEntryMs, feed.url).toBeLessThan(load.paintAfterEntryMs);
    await context.close();
  });
});
