import { afterAll, expect, test } from 'vitest';
import type { Route } from 'playwright-core';
import { closeBrowser, DESKTOP, siteUrl } from './support/browser';
import {
  connectionOf,
  logFeedRequests,
  openWithWorker,
  waitForKeptFeeds,
  waitForWorkerControl,
} from './support/service-worker-page';

afterAll(closeBrowser);

const FLAPS = 5;
/** Answered at once; system status and news are held (a slow link) until the flapping ends. */
const QUICK_FEEDS = ['/api/traffic-cams', '/api/transit/metro-live', '/api/weather/nws-live'];
const HELD_FEEDS = ['/api/system-status', '/api/news'];

test('offline and online five times in ten seconds: at most one request per feed per return, never two of one feed in flight', async () => {
  const { page, context } = await openWithWorker(DESKTOP);
  let holding = false;
  const held: Route[] = [];
  await context.route('**/api/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (holding && HELD_FEEDS.includes(pathname)) held.push(route);
    else void route.fallback();
  });
  const connection = await connectionOf(context);
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
  await waitForWorkerControl(page);
  await waitForKeptFeeds(page, '/api/system-status');
  const banner = page.getByRole('banner');
  await banner.getByText('LIVE', { exact: true }).waitFor();

  holding = true;
  const log = logFeedRequests(page);
  const perReturn: string[][] = [];
  const started = Date.now();
  for (let flap = 0; flap < FLAPS; flap += 1) {
    await connection.set(false);
    await page.waitForFunction(() => !navigator.onLine);
    const before = log.started.length;
    await connection.set(true);
    await page.waitForFunction(() => navigator.onLine);
    // This return's requests: the quick feeds are asked at once.
    await expect
      .poll(() => QUICK_FEEDS.every((feed) => log.started.slice(before).includes(feed)))
      .toBe(true);
    perReturn.push(log.started.slice(before));
  }
  const flappingMs = Date.now() - started;
  holding = false;
  for (const route of held.splice(0)) await route.fallback();

  await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
  expect(flappingMs).toBeLessThan(10_000);
  for (const requests of perReturn)
    for (const feed of [...QUICK_FEEDS, ...HELD_FEEDS])
      expect(requests.filter((name) => name === feed).length, feed).toBeLessThanOrEqual(1);
  for (const feed of [...QUICK_FEEDS, ...HELD_FEEDS])
    expect(log.mostInFlight.get(feed) ?? 0, feed).toBeLessThanOrEqual(1);
  // A held feed is not asked again while its request is on its way.
  for (const feed of HELD_FEEDS) expect(log.count(feed), feed).toBeLessThan(FLAPS);
  log.stop();
  await context.close();
});
