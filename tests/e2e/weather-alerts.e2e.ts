/**
 * NWS weather alerts where people look (issue 19), on the production build: the demo storm (a
 * Winter Storm Warning and a Wind Chill Advisory, as NWS sends them) on every screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { ALERT_FIXTURES, alertCollection } from '@/mocks/fixtures/nws-alerts';
import { axeViolations } from './support/axe';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';
import { saveScreenshot, saveViewScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const alertRow = (page: Page) => page.getByRole('region', { name: 'Weather alerts' });
const banner = (page: Page, event: string | RegExp) =>
  alertRow(page).getByRole('button', { name: event });
const ALERTS_URL = 'https://api.weather.gov/alerts/active?area=MN';

/**
 * Whether the banner shows its event whole: not cut to "Winter Stor…" nor past its line,
 * and inside the banner. (Feed text is left out of the general clipped-text check.)
 */
const eventShownWhole = (page: Page, event: string | RegExp) =>
  banner(page, event).evaluate((button) => {
    const line = button.querySelector('[data-event-line]');
    const name = line?.querySelector('[lang="en"]');
    if (!(line instanceof HTMLElement) || !(name instanceof HTMLElement)) return 'no event line';
    if (line.scrollHeight > line.clientHeight + 1) return 'past its lines';
    if (name.scrollWidth > name.clientWidth + 1) return 'cut short';
    const box = button.getBoundingClientRect();
    for (const rect of name.getClientRects())
      if (rect.right > box.right + 1 || rect.bottom > box.bottom + 1) return 'outside the banner';
    return 'whole';
  });

describe('the banner on every screen', () => {
  test.each([
    ['metro page', '/', '127.0.0.1', DESKTOP],
    ['domain page', '/domain/edina.news', '127.0.0.1', DESKTOP],
    ['city host', '/', 'edina.test', DESKTOP],
    ['metro page on a phone', '/', '127.0.0.1', PHONE],
  ] as const)(
    '%s: the most severe alert, its counties, until when, "+1 more"',
    async (name, path, host, viewport) => {
      const phone = viewport === PHONE;
      const { page, context, errors } = await openPage({
        viewport,
        ...(phone ? { isMobile: true, hasTouch: true } : {}),
      });
      await page.goto(siteUrl(path, host));
      const storm = banner(page, /Winter Storm Warning/);
      await storm.waitFor();
      const text = await storm.innerText();
      expect(text).toMatch(/SEVERE/i);
      expect(text).toMatch(/until \d{1,2}:\d{2} [AP]M (Sun|Mon|Tue|Wed|Thu|Fri|Sat)/);
      expect(text).toContain('+1 more');
      expect(await eventShownWhole(page, /Winter Storm Warning/)).toBe('whole');
      // The row sits above the page's content.
      const row = (await alertRow(page).boundingBox())!;
      const heading = page.getByRole('heading', { level: 1 }).first();
      if (!phone) expect(row.y).toBeLessThan((await heading.boundingBox())!.y);
      expect(row.y).toBeLessThan(phone ? 250 : 150);
      await saveScreenshot(page, `weather-alert-${name.replaceAll(' ', '-')}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test("every other tab of the phone's view shows it too, above the tab's own content", async () => {
    const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(siteUrl('/'));
    for (const name of ['Weather', 'Traffic', 'News']) {
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      const storm = panel.getByRole('button', { name: /Winter Storm Warning/ });
      await storm.waitFor();
      const first = panel.getByRole(name === 'Weather' ? 'heading' : 'article').first();
      await first.waitFor();
      expect((await storm.boundingBox())!.y).toBeLessThan((await first.boundingBox())!.y);
      if (name === 'Traffic') await saveScreenshot(page, 'weather-alert-phone-traffic-tab');
    }
    await context.close();
  });
});

test('on a phone a long event is shown whole on a line of its own, and the row keeps its height', async () => {
  const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  const long = {
    ...ALERT_FIXTURES[0]!,
    id: 'urn:oid:long-event',
    event: 'Severe Thunderstorm Warning',
    severity: 'Severe' as const,
  };
  await page.route(ALERTS_URL, (route) =>
    route.fulfill({ json: alertCollection(Date.now(), [long, ALERT_FIXTURES[1]!]) }),
  );
  await page.goto(siteUrl('/'));
  await banner(page, /Severe Thunderstorm Warning/).waitFor();
  expect(await eventShownWhole(page, /Severe Thunderstorm Warning/)).toBe('whole');
  expect((await alertRow(page).boundingBox())!.height).toBeCloseTo(64, 0);
  await saveScreenshot(page, 'weather-alert-long-event-phone');
  await context.close();
});

test('a city host shows only its county’s alerts', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  // Edina is in Hennepin County: the Ramsey-only alert is not for it.
  const ramseyOnly = {
    ...ALERT_FIXTURES[0]!,
    id: 'urn:oid:ramsey-only',
    event: 'Ice Storm Warning',
    severity: 'Severe' as const,
    same: ['027123'],
  };
  const hennepinOnly = {
    ...ALERT_FIXTURES[1]!,
    id: 'urn:oid:hennepin-only',
    messageType: 'Alert' as const,
    references: [],
    same: ['027053'],
  };
  await page.route(ALERTS_URL, (route) =>
    route.fulfill({ json: alertCollection(Date.now(), [ramseyOnly, hennepinOnly]) }),
  );
  await page.goto(siteUrl('/', 'edina.test'));
  const chill = banner(page, /Wind Chill Advisory/);
  await chill.waitFor();
  expect(await chill.innerText()).toContain('Hennepin County');
  expect(await chill.innerText()).not.toContain('+1 more');
  expect(
    await alertRow(page)
      .getByText(/Ice Storm Warning/)
      .count(),
  ).toBe(0);
  // The map tints Hennepin alone.
  const tint = page.getByTestId('alert-tint');
  await tint.locator('path[data-county="Hennepin"]').waitFor({ state: 'attached' });
  expect(await tint.locator('path[data-county]').count()).toBe(1);
  await context.close();
});

test('the dialog by keyboard: every alert in full; Escape returns focus to the banner', async () => {
  const { page, context, errors } = await openPage({ viewport: DESKTOP });
  await page.goto(siteUrl('/'));
  const storm = banner(page, /Winter Storm Warning/);
  await storm.waitFor();
  await storm.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '2 weather alerts' });
  await dialog.waitFor();
  const text = (await dialog.innerText()) ?? '';
  for (const part of [
    'Winter Storm Warning issued by NWS Twin Cities/Chanhassen MN',
    '* WHAT...Heavy snow expected.',
    'If you must travel',
    'Wind Chill Advisory',
    'Issued',
    'Effective',
    'Ends',
    'Certainty',
    'Urgency',
    'NWS Twin Cities/Chanhassen MN',
  ])
    expect(text).toContain(part);
  await saveScreenshot(page, 'weather-alerts-dialog-desktop');
  expect(await axeViolations(page)).toEqual([]);
  // Two alerts, each with what to expect and what to do: no two landmarks share a name.
  expect(await axeViolations(page, ['landmark-unique'])).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('Winter Storm Warning');
  expect(errors).toEqual([]);
  await context.close();
});

test('the metro map tints the counties under an alert, with a legend entry', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.goto(siteUrl('/'));
  const tint = page.getByTestId('alert-tint');
  await tint.locator('path[data-county]').first().waitFor({ state: 'attached' });
  const tinted = () =>
    tint
      .locator('path[data-county]')
      .evaluateAll((paths) =>
        paths
          .map(
            (path) => `${path.getAttribute('data-county')}:${path.getAttribute('data-severity')}`,
          )
          .sort(),
      );
  // The storm's five counties at Severe, Scott and Carver at the advisory's Minor (polled: the
  // tint may draw before both alerts' counties are in).
  await expect
    .poll(tinted)
    .toEqual(
      [
        'Anoka:Severe',
        'Carver:Minor',
        'Dakota:Severe',
        'Hennepin:Severe',
        'Ramsey:Severe',
        'Scott:Minor',
        'Washington:Severe',
      ].sort(),
    );
  const legend = page.getByRole('region', { name: 'Map legend' });
  await legend
    .getByText(/county under a weather alert/)
    .first()
    .waitFor();
  expect(await legend.getByText(/county under a weather alert/).count()).toBe(1);
  await saveViewScreenshot(
    page.getByRole('region', { name: 'Twin Cities map' }),
    'weather-alert-map-tint',
  );
  await context.close();
});

test('a failed check says so with the last good check’s time; never a silent absence', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.route(ALERTS_URL, (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  await page.goto(siteUrl('/'));
  await alertRow(page).getByText("Couldn't check for weather alerts").waitFor();
  // No check has worked yet: the failure alone, without a contradictory "not checked yet".
  expect((await alertRow(page).getByRole('status').innerText()).trim()).toBe(
    "Couldn't check for weather alerts",
  );
  expect(
    await alertRow(page)
      .getByText(/No weather alerts/)
      .count(),
  ).toBe(0);
  await saveScreenshot(page, 'weather-alert-failed-desktop');
  await context.close();
});

test('no alert in force: the row says so, and axe is clean with a banner shown', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.route(ALERTS_URL, (route) =>
    route.fulfill({ json: { type: 'FeatureCollection', features: [] } }),
  );
  await page.goto(siteUrl('/'));
  await alertRow(page).getByText('No weather alerts for the Twin Cities').waitFor();
  await page.unroute(ALERTS_URL);
  await context.close();
  const shown = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  await shown.page.goto(siteUrl('/'));
  await banner(shown.page, /Winter Storm Warning/).waitFor();
  expect(await axeViolations(shown.page)).toEqual([]);
  await shown.context.close();
});
