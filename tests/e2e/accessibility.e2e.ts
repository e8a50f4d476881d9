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

// The domain page, the city host and the 404 page (phone and desktop) are checked with axe in each
// of the four languages by languages.e2e.ts ("layout in every language"); English is the first.
describe('axe-core, WCAG 2.2 AA: zero violations', () => {
  test('metro page, in each map style', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await waitForMap(page);
    for (const style of ['Overview', 'Detailed', 'Street']) {
      const button = page.getByRole('group', { name: 'Map style' }).getByRole('button', {
        name: style,
      });
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      expect(await axeViolations(page), style).toEqual([]);
    }
    await context.close();
    // A ceiling, not a wait: three axe checks of the map on a loaded 2-core machine.
  }, 180_000);

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

  test('phone view, each tab', async () => {
    const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto(siteUrl('/'));
    for (const tab of ['Live Map', 'Weather', 'Traffic', 'News']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).waitFor();
      await pageSettled(page);
      expect(await axeViolations(page), tab).toEqual([]);
    }
    await context.close();
    // A ceiling, not a wait: four axe checks on a loaded 2-core machine.
  }, 180_000);
});
