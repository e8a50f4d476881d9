import { afterAll, describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import {
  advanceClock,
  closeBrowser,
  DESKTOP,
  openPage,
  requestsSettled,
  siteUrl,
} from './support/browser';
import { demoServerWeather, demoTransit } from '@/mocks/responses';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

/** The ways a feed fails in the wild. */
const FAULTS: [string, (route: Route) => Promise<void>][] = [
  ['500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  ['503 with an empty body', (route) => route.fulfill({ status: 503, body: '' })],
  ['a network error', (route) => route.abort('failed')],
  [
    'invalid JSON',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [' }),
  ],
  ['401', (route) => route.fulfill({ status: 401, body: 'Unauthorized' })],
  [
    'JSON of another shape',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok": true}' }),
  ],
];

/** Each feed on the metro page and the message its own part shows when it fails. */
const FEEDS: [path: string, message: string][] = [
  ['/api/system-status', 'Unable to check system status'],
  ['/api/weather/nws-live', 'Weather data temporarily unavailable'],
  ['/api/transit/metro-live', 'Transit alerts temporarily unavailable'],
  ['/api/traffic-cams', 'Traffic camera data is unavailable right now.'],
  ['/api/news', 'News is unavailable right now.'],
];

async function expectPageStillWorks(page: Page) {
  // The footer and the parts below the map are their own chunks, so they may still be arriving.
  await page.getByRole('heading', { name: 'Twin Cities Interactive Map' }).waitFor();
  await page.getByRole('banner').waitFor();
  await page.getByRole('contentinfo').waitFor();
  await page.getByRole('region', { name: 'Twin Cities map' }).waitFor();
}

// Every fault on every feed at once: each part says its own message and the page stands (one page
// per fault, where one per feed and fault took 30 loads).
describe.each(FAULTS)('metro page when every feed fails with %s', (_fault, fail) => {
  test('each part says so, and the page keeps working', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    for (const [path] of FEEDS) await page.route(`**${path}`, fail);
    await page.goto(siteUrl('/'));
    for (const [path, message] of FEEDS)
      await page
        .getByText(message)
        .first()
        .waitFor({ timeout: 15_000 })
        .catch((error: unknown) => {
          throw new Error(`${path}: no "${message}"`, { cause: error });
        });
    await expectPageStillWorks(page);
    await context.close();
  });
});

// One feed failing leaves the others working: the cameras are drawn whichever other feed fails
// (with the fault that reaches furthest into the page, an answer of another shape).
const ANOTHER_SHAPE = FAULTS.find(([fault]) => fault === 'JSON of another shape')![1];

describe.each(FEEDS.filter(([path]) => path !== '/api/traffic-cams'))(
  'metro page when only %s fails',
  (path, message) => {
    test('that part says so, the map still draws the cameras', async () => {
      const { page, context } = await openPage({ viewport: DESKTOP });
      await page.route(`**${path}`, ANOTHER_SHAPE);
      await page.goto(siteUrl('/'));
      await page.getByText(message).first().waitFor({ timeout: 15_000 });
      await expectPageStillWorks(page);
      await page
        .getByRole('region', { name: 'Twin Cities map' })
        .getByRole('button', { name: /^Traffic Camera:/ })
        .first()
        .waitFor();
      await context.close();
    });
  },
);

test('the map’s list view: a failed feed says so in its section, never "Nothing to list."', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.route('**/api/traffic-cams', ANOTHER_SHAPE);
  await page.goto(siteUrl('/?view=list'));
  const list = page.getByRole('region', { name: 'Twin Cities map' });
  const cameras = list.getByRole('region', { name: /^Cameras/ });
  await cameras.getByText('Traffic camera data is unavailable right now.').waitFor();
  expect(await cameras.getByRole('heading').textContent()).toBe('Cameras');
  expect(await cameras.getByText('Nothing to list.').count()).toBe(0);
  // Its layer button has no count to give: a dash, never a 0 no answer said.
  await page
    .getByRole('group', { name: 'Map layers' })
    .getByRole('button', { name: 'Cameras –' })
    .waitFor();
  // The other layers list what their feeds sent.
  await list
    .getByRole('region', { name: /^News \(\d+\)$/ })
    .getByRole('button')
    .first()
    .waitFor();
  await saveScreenshot(page, 'map-list-cameras-failed');
  await expectPageStillWorks(page);
  await context.close();
});

test('a feed that never answers times out into its message', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  await page.route('**/api/transit/metro-live', () => undefined);
  await page.goto(siteUrl('/'));
  await page.getByText('Loading transit data...').waitFor();
  await page.clock.runFor(16_000);
  await page.getByText('Transit alerts temporarily unavailable').waitFor();
  await expectPageStillWorks(page);
  await context.close();
});

test('a failed refresh keeps the last good data, marked stale, and recovers without a reload', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  // The server reads its upstream feeds on the page's (fake) clock, as a real one keeps time too.
  const pageNow = () => page.evaluate(() => Date.now());
  await page.route('**/api/weather/nws-live', async (route) =>
    route.fulfill({ json: demoServerWeather(undefined, await pageNow()) }),
  );
  await page.goto(siteUrl('/'));
  const transit = page.getByText('Blue Line: buses replace trains').first();
  await transit.waitFor();
  let failing = true;
  await page.route('**/api/transit/metro-live', async (route) =>
    failing
      ? route.fulfill({ status: 503, body: '' })
      : route.fulfill({ json: demoTransit(undefined, await pageNow()) }),
  );
  await advanceClock(page, 6 * 60_000);
  expect(await transit.isVisible()).toBe(true);
  // The demo server read Metro Transit 20–80 s before its first answer (it reads once a minute).
  await page
    .getByText(/^Metro Transit · read [67] min ago$/)
    .first()
    .waitFor();
  await page.getByText('Stale', { exact: true }).first().waitFor();
  failing = false;
  await advanceClock(page, 61_000);
  await expect.poll(() => page.getByText('Stale', { exact: true }).count()).toBe(0);
  await context.close();
});

test('offline: OFFLINE, no polling, and everything refetches on reconnect', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.goto(siteUrl('/'));
  await page
    .getByRole('region', { name: 'Twin Cities map' })
    .getByRole('button', { name: /^Traffic Camera:/ })
    .first()
    .waitFor();
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
  });
  await context.setOffline(true);
  await page.getByText('OFFLINE', { exact: true }).waitFor();
  await requestsSettled(page);
  const whileOffline = requests.length;
  await context.setOffline(false);
  await page.getByText('LIVE', { exact: true }).first().waitFor();
  await expect
    .poll(() => new Set(requests.slice(whileOffline)).size, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(4);
  await context.close();
});
