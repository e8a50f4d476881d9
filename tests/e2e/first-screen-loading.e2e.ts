import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

/**
 * index.html starts the first screen's requests next to the entry script: the view for this
 * screen size (never the other one) and its feeds (cameras, news, the weather summary, weather
 * alerts and, on a desktop, transit), which the app then takes over instead of asking again.
 */
describe.each([
  { screen: 'desktop', viewport: DESKTOP, own: /metro-map-page-/, other: /compact-live-view-/ },
  { screen: 'phone', viewport: PHONE, own: /compact-live-view-/, other: /metro-map-page-/ },
])('the first screen on a $screen', ({ screen, viewport, own, other }) => {
  test('fetches its own view only, and each first-screen feed once', async () => {
    const { page, context, errors } = await openPage({
      viewport,
      ...(screen === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const encodings = new Map<string, string>();
    page.on('response', (response) =>
      encodings.set(new URL(response.url()).pathname, response.headers()['content-encoding'] ?? ''),
    );
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The app reads it after the first paint, so on a busy machine it can take the preload over
    // after the network has gone quiet: waited for on its own, not through networkidle.
    const weatherSummaryLoaded = page.waitForResponse((response) =>
      response.url().includes('/api/weather/nws-live'),
    );
    await page.goto(siteUrl('/'));
    if (screen === 'phone') await page.getByText(/^\d+ live points$/).waitFor();
    else
      await page
        .getByRole('region', { name: 'Twin Cities map' })
        .getByRole('button', { name: /^News Story:/ })
        .first()
        .waitFor();
    await page.waitForLoadState('networkidle');

    expect(requests.some((path) => own.test(path))).toBe(true);
    expect(requests.filter((path) => other.test(path))).toEqual([]);
    // Every preloaded script and stylesheet was used, not fetched a second time.
    const assets = requests.filter((path) => path.startsWith('/assets/'));
    expect(assets.length - new Set(assets).size).toBe(0);
    expect(requests.filter((path) => path === '/api/traffic-cams')).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/news')).toHaveLength(1);
    // The icon is inline: no request of its own in front of the first paint.
    expect(requests.filter((path) => /favicon/.test(path))).toEqual([]);
    // The build's Brotli copies decode to working code (every other browser test uses them too).
    // The entry script: the last module script of index.html (Rolldown's runtime comes first).
    const entry = await page.evaluate(() => {
      const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"]');
      return new URL(scripts[scripts.length - 1]!.src).pathname;
    });
    expect(requests).toContain(entry);
    expect(encodings.get(entry)).toBe('br');
    // The weather summary, the alerts, the snow emergencies and (desktop) transit start with the
    // entry, from index.html's preloads, and the app's first request for each takes the preload over.
    await (await weatherSummaryLoaded).finished();
    expect(requests.filter((path) => path === '/api/weather/nws-live')).toHaveLength(1);
    expect(requests.filter((path) => path === '/alerts/active')).toHaveLength(1);
    await expect
      .poll(() => requests.filter((path) => path === '/api/snow-emergencies').length)
      .toBeGreaterThan(0);
    expect(requests.filter((path) => path === '/api/snow-emergencies')).toHaveLength(1);
    expect(requests.filter((path) => path === '/api/transit/metro-live')).toHaveLength(
      screen === 'desktop' ? 1 : 0,
    );
    const timing = () =>
      page.evaluate(() => ({
        firstContent: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        weatherAsked:
          performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/api/weather/nws-live'))?.startTime ?? null,
      }));
    await expect.poll(async () => (await timing()).weatherAsked).not.toBeNull();
    const { firstContent, weatherAsked } = await timing();
    expect(firstContent).not.toBeNull();
    expect(weatherAsked).toBeLessThan(firstContent!);
    // Chromium warns about a preload nobody used (or one that did not match the request).
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('draws the view in its first render, never a loading screen in between', async () => {
    const { page, context, errors } = await openPage({
      viewport,
      ...(screen === 'phone' ? { isMobile: true, hasTouch: true } : {}),
    });
    // Notes every loading screen that is ever in the DOM, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (/^Loading(…| the live view)/.test(text.trim()) && !seen.includes(text))
            seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(siteUrl('/'));
    if (screen === 'phone') await page.getByRole('tab', { name: 'Live Map' }).waitFor();
    else await page.getByRole('heading', { name: 'Twin Cities Interactive Map' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('a phone whose view code is slow sees the view frame first, then the view', async () => {
  const { page, context, errors } = await openPage({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  // The view's code is held until the frame has been seen.
  let releaseView: () => void = () => undefined;
  const viewHeld = new Promise<void>((resolve) => (releaseView = resolve));
  await page.route(/compact-live-view-.*\.js$/, async (route) => {
    await viewHeld;
    await route.continue();
  });
  await page.goto(siteUrl('/'), { waitUntil: 'commit' });
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Loading the live view…' }).count())
    .toBe(1);
  await expect
    .poll(() => page.getByText('Tap a camera or a story on the map for details.').count())
    .toBe(1);
  await saveScreenshot(page, 'phone-live-view-skeleton');
  releaseView();
  await page.getByRole('tab', { name: 'Live Map' }).waitFor();
  expect(await page.getByText('Loading the live view…').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
