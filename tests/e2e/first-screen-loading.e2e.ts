import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';

afterAll(closeBrowser);

/**
 * index.html starts the first screen's requests next to the entry script: the view for this
 * screen size (never the other one) and the camera and news feeds, which the app then takes over
 * instead of asking again.
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
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
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
    // Chromium warns about a preload nobody used (or one that did not match the request).
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
