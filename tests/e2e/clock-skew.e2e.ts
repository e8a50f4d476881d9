import { afterAll, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, openPage, siteUrl } from './support/browser';
import { waitForVehicles } from './support/map-items';
import { demoApiResponse } from '@/mocks/responses';

afterAll(closeBrowser);

const HOUR = 60 * 60 * 1000;

test.each([
  ['ahead', 2 * HOUR],
  ['behind', -2 * HOUR],
])(
  "a device clock two hours %s: the server's readings are not hours old, not in the future, and not stale",
  async (_way, skew) => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    // The server keeps the right time, and says so in every answer's Date.
    await context.route('**/api/**', (route) => {
      const url = new URL(route.request().url());
      const answer = demoApiResponse(url.pathname, url.host);
      return route.fulfill({
        status: answer?.status ?? 404,
        contentType: 'application/json',
        headers: { Date: new Date().toUTCString() },
        body: JSON.stringify(answer?.body ?? { message: 'Not found' }),
      });
    });
    await page.clock.install({ time: Date.now() + skew });
    await page.goto(siteUrl('/'));
    const weather = page.getByText(/^National Weather Service · read /).first();
    await weather.waitFor({ timeout: 15_000 });
    expect(await weather.innerText()).toMatch(/· read (just now|\d{1,2} min ago)$/);
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b\d+ h ago|in \d+ (h|min)|-\d+ min/);
    expect(await page.getByText('Stale', { exact: true }).count()).toBe(0);
    // NexTrip's position times are put on the device's clock: the trains are drawn, and live.
    const map = page.getByRole('region', { name: 'Twin Cities map' });
    await waitForVehicles(map, 1);
    expect(await map.getByRole('button', { name: /last seen/ }).count()).toBe(0);
    await context.close();
  },
);
