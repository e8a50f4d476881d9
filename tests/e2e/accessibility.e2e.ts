import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, openPage, pageSettled, PHONE, siteUrl } from './support/browser';
import { axeViolations } from './support/axe';

afterAll(closeBrowser);

const waitForMap = (page: Page) =>
  page
    .getByRole('region', { name: 'Twin Cities map' })
    .getByRole('button', { name: /^Traffic Camera:/ })
    .first()
    .waitFor();

describe('axe-core, WCAG 2.2 AA: zero violations', () => {
  test.each(['Overview', 'Detailed', 'Street'])('metro page, %s style', async (style) => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await waitForMap(page);
    await page
      .getByRole('group', { name: 'Map style' })
      .getByRole('button', { name: style })
      .click();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('metro page with a marker dialog open', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await waitForMap(page);
    // Opened with the keyboard: with ~270 cameras some markers overlap at 100 %, and the first
    // one's centre lies under a neighbour, so a pointer click there would open the neighbour.
    const marker = page
      .getByRole('region', { name: 'Twin Cities map' })
      .getByRole('button', { name: /^Traffic Camera:/ })
      .first();
    await marker.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('domain page', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/domain/edina.news'));
    await page.getByRole('heading', { name: 'Edina Local News' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test('city host', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/', 'edina.test'));
    await page.getByRole('region', { name: 'Latest Local News' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test.each(['Live Map', 'Weather', 'Traffic', 'News'])('phone view, %s tab', async (tab) => {
    const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(siteUrl('/'));
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('tabpanel').waitFor();
    await pageSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('404 page (%s)', async (_name, viewport) => {
    const { page, context } = await openPage({ viewport });
    await page.goto(siteUrl('/nope'));
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
