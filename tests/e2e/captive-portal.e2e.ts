import { afterAll, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, siteUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import {
  openWithWorker,
  waitForKeptFeeds,
  waitForWorkerControl,
} from './support/service-worker-page';
import { demoApiResponse } from '@/mocks/responses';

afterAll(closeBrowser);

type Named = { name?: string; title?: string };
const first = (path: string, pick: (body: unknown) => Named[]) =>
  pick(demoApiResponse(path, '127.0.0.1')?.body)[0]!;
const camera = first('/api/traffic-cams', (body) => body as Named[]).name!;
const transit = first('/api/transit/metro-live', (body) => (body as { data: Named[] }).data).title!;
const news = first('/api/news', (body) => body as Named[]).title!;

const SIGN_IN_PAGE =
  '<!DOCTYPE html><html><head><title>Sign in</title></head><body><h1>Welcome to Skyway Wi-Fi</h1><form><button>Connect</button></form></body></html>';

test('a captive portal answering every /api/ call with its sign-in page: the calls fail and say so, the kept data stays, nothing crashes and nothing is kept', async () => {
  const { page, context, errors } = await openWithWorker(DESKTOP);
  let portal = false;
  await context.route('**/api/**', (route) =>
    portal
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: SIGN_IN_PAGE })
      : route.fallback(),
  );
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
  await waitForWorkerControl(page);
  await page.getByText(transit).first().waitFor();
  await waitForKeptFeeds(page, '/api/transit/metro-live');

  portal = true;
  await page.reload();
  const banner = page.getByRole('banner');
  // The server's status check failed: not live, whatever the browser thinks of its connection.
  await banner.getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText(camera).first().waitFor();
  await page.getByText(news).first().waitFor();
  await page.getByText(transit).first().waitFor();
  await expect
    .poll(() => page.getByText('(refresh failed, showing last data)').count())
    .toBeGreaterThanOrEqual(3);
  expect(await page.getByText(/Welcome to Skyway|Sign in/).count()).toBe(0);
  expect(await page.getByText(/No transit alerts|No news/i).count()).toBe(0);
  await saveScreenshot(page, 'captive-portal-desktop');

  // The worker kept no sign-in page in place of a feed.
  const keptTypes = await page.evaluate(async () => {
    const cache = await caches.open('feeds');
    const kept = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
    return kept.map((response) => response?.headers.get('content-type') ?? '');
  });
  expect(keptTypes.length).toBeGreaterThan(0);
  expect(keptTypes.filter((type) => type.includes('html'))).toEqual([]);
  expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);

  // Failed refreshes do not wipe what the device keeps: after this page has written the kept feeds
  // again, a second reload behind the portal still shows the last transit alerts.
  const writtenFrom = await page.evaluate(() => Date.now());
  await waitForKeptFeeds(page, '/api/transit/metro-live', writtenFrom);
  await page.reload();
  await banner.getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText(transit).first().waitFor();
  await page.getByText(camera).first().waitFor();

  portal = false;
  await page.reload();
  await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByText('(refresh failed, showing last data)').count()).toBe(0);
  await context.close();
});
