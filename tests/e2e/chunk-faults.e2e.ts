import { afterAll, describe, expect, test } from 'vitest';
import {
  closeBrowser,
  DESKTOP,
  openPage,
  PHONE,
  requestsSettled,
  siteUrl,
} from './support/browser';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const CITY_PAGE_CHUNK = /\/assets\/domain-page-[\w-]+\.js$/;
const cityHeading = { level: 1, name: 'Edina Local News' } as const;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a page whose code cannot be downloaded (%s)', (screen, viewport) => {
  test('is tried three times, then says so with Try again, which brings the page', async () => {
    const { page, context } = await openPage({ viewport });
    let blocked = true;
    let failedDownloads = 0;
    await page.route(CITY_PAGE_CHUNK, (route) => {
      if (!blocked) return route.continue();
      failedDownloads += 1;
      return route.abort('failed');
    });
    await page.goto(siteUrl('/domain/edina.news'));
    const alert = page.getByRole('alert').filter({ hasText: 'The city page could not be shown.' });
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain('Check your connection, then try again.');
    // The first download and two retries, each a real request (a failed import is not cached).
    expect(failedDownloads).toBe(3);
    await saveScreenshot(page, `chunk-failed-${screen}`);

    blocked = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', cityHeading).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

test('offline when a page needs its code: it waits, then loads by itself once back online', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  let requests = 0;
  await page.route(CITY_PAGE_CHUNK, async (route) => {
    requests += 1;
    if (requests > 1) return route.continue();
    await context.setOffline(true); // the connection drops just as the page asks for its code
    return route.abort('internetdisconnected');
  });
  await page.goto(siteUrl('/domain/edina.news'));
  await expect.poll(() => requests).toBe(1);
  // The loading state says why nothing arrives.
  const offlineNote = page
    .getByRole('status')
    .getByText("You're offline. This page will load when you're back online.");
  await offlineNote.waitFor();
  await saveScreenshot(page, 'chunk-offline-desktop');
  // However long it stays offline, no error and no retry burnt: the page waits for the network.
  await page.clock.runFor(5 * 60_000);
  await requestsSettled(page);
  expect(requests).toBe(1);
  expect(await page.getByText('could not be shown').count()).toBe(0);

  await context.setOffline(false);
  await page.getByRole('heading', cityHeading).waitFor({ timeout: 15_000 });
  expect(requests).toBe(2);
  expect(await offlineNote.count()).toBe(0);
  await context.close();
});

test("a phone whose view could not be downloaded, widened to a desktop, gets the map page, not the phone's message", async () => {
  const { page, context } = await openPage({ viewport: PHONE });
  await page.route(/\/assets\/compact-live-view-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto(siteUrl('/'));
  await page
    .getByRole('alert')
    .filter({ hasText: 'The live view could not be shown.' })
    .waitFor({ timeout: 15_000 });
  await page.setViewportSize(DESKTOP);
  await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
  expect(await page.getByText('could not be shown').count()).toBe(0);
  await context.close();
});
