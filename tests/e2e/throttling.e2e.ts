import { afterAll, expect, test } from 'vitest';
import type { Route } from 'playwright-core';
import { advanceClock, closeBrowser, DESKTOP, openPage, siteUrl } from './support/browser';

afterAll(closeBrowser);

const ALERTS_URL = 'https://api.weather.gov/alerts/active?area=MN';
const NO_ALERTS = { type: 'FeatureCollection', features: [] };
const MINUTE = 60_000;

test.each([429, 503])(
  'the weather service answering %d with Retry-After: 300 is not asked again for 5 minutes, and the row says it could not check meanwhile',
  async (status) => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.clock.install();
    let throttled = false;
    const answers: number[] = [];
    await page.route(ALERTS_URL, (route: Route) => {
      answers.push(throttled ? status : 200);
      return throttled
        ? route.fulfill({
            status,
            headers: {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Expose-Headers': 'Retry-After',
              'Retry-After': '300',
            },
            body: 'Too Many Requests',
          })
        : route.fulfill({ json: NO_ALERTS, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    await page.goto(siteUrl('/'));
    const row = page.getByRole('region', { name: 'Weather alerts' });
    await row.getByText('No weather alerts for the Twin Cities').waitFor({ timeout: 15_000 });
    expect(answers).toEqual([200]);

    throttled = true;
    // The next poll (every 2 min) meets the throttle.
    const refused = page.waitForResponse((response) => response.url() === ALERTS_URL);
    await advanceClock(page, 2 * MINUTE + 5_000);
    expect((await refused).status()).toBe(status);
    await row.getByText(/Couldn't check for weather alerts/).waitFor();
    expect(await row.getByText(/No weather alerts/).count()).toBe(0);

    // Two more polls fall inside the 5 minutes asked for: neither leaves the page.
    await advanceClock(page, 4 * MINUTE);
    expect(answers).toEqual([200, status]);
    await row.getByText(/Couldn't check for weather alerts/).waitFor();

    throttled = false;
    const asked = page.waitForResponse((response) => response.url() === ALERTS_URL);
    await advanceClock(page, 2 * MINUTE);
    expect((await asked).status()).toBe(200);
    await row.getByText('No weather alerts for the Twin Cities').waitFor();
    expect(answers).toEqual([200, status, 200]);
    await context.close();
  },
);
