import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';

afterAll(closeBrowser);

const activeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName : '';
  });

describe('keyboard only', () => {
  test('skip link, a marker opened with Enter, focus trapped in the dialog and returned on Escape', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    const map = page.getByRole('region', { name: 'Twin Cities map' });
    await map
      .getByRole('button', { name: /^Traffic Camera:/ })
      .first()
      .waitFor();

    await page.keyboard.press('Tab');
    expect(await activeName(page)).toBe('Skip to map');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#map')))).toBe(true);

    // A single marker (dense spots are clusters, which have their own keyboard test).
    const marker = map.getByRole('button', { name: /^Traffic Camera:/ }).first();
    const markerName = (await marker.getAttribute('aria-label')) ?? '';
    await marker.focus();
    // Visible focus: the focused marker draws an outline or a ring.
    const focusStyle = await marker.evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
    });
    expect(focusStyle.outline !== 'none' || focusStyle.shadow !== 'none').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Traffic Camera');

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus goes back one timer tick after the dialog has gone (after Radix's own unmount handling).
    await expect.poll(() => activeName(page)).toBe(markerName);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Pause live updates (WCAG 2.2.2)', () => {
  test('stops polling and the clock until resumed; resuming catches up', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.clock.install();
    await page.goto(siteUrl('/'));
    await page
      .getByRole('region', { name: 'Twin Cities map' })
      .getByRole('button', { name: /^Traffic Camera:/ })
      .first()
      .waitFor();
    // Every part's first load is done (the footer and the sections above it arrive last).
    await page.getByRole('contentinfo').waitFor();
    await page.getByText('Blue Line: buses replace trains').first().waitFor();
    await page
      .getByText(/systems operational/)
      .first()
      .waitFor();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
    });
    const clock = page.getByRole('banner').locator('time').first();

    await page.getByRole('button', { name: 'Pause live updates' }).click();
    await page.getByRole('button', { name: 'Resume live updates' }).waitFor();
    const frozen = await clock.innerText();
    await page.clock.runFor(120_000);
    expect(requests).toEqual([]);
    expect(await clock.innerText()).toBe(frozen);

    await page.getByRole('button', { name: 'Resume live updates' }).click();
    await expect.poll(() => new Set(requests).size, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await page.clock.runFor(2_000);
    await expect.poll(() => clock.innerText()).not.toBe(frozen);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("on a phone, the header's pause button stops polling until resumed", async () => {
    const { page, context, errors } = await openPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.clock.install();
    await page.goto(siteUrl('/'));
    const banner = page.getByRole('banner');
    await page.getByRole('tab', { name: 'Live Map' }).waitFor();
    await page
      .getByRole('button', { name: /^Traffic Camera:/ })
      .first()
      .waitFor();
    await banner.getByText(/^Updated /).waitFor();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
    });

    // Icon-only beside Refresh, named by what it does next.
    await banner.getByRole('button', { name: 'Pause live updates' }).tap();
    await banner.getByRole('button', { name: 'Resume live updates' }).waitFor();
    await page.clock.runFor(120_000);
    expect(requests).toEqual([]);

    await banner.getByRole('button', { name: 'Resume live updates' }).tap();
    await banner.getByRole('button', { name: 'Pause live updates' }).waitFor();
    // The feeds overdue after those two minutes are asked for at once: the cameras and the news.
    await expect
      .poll(() => [...new Set(requests)].sort(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['/api/news', '/api/traffic-cams']));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('live regions are polite, never assertive', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await page
      .getByRole('region', { name: 'Twin Cities map' })
      .getByRole('button', { name: /^Traffic Camera:/ })
      .first()
      .waitFor();
    expect(
      await page.locator('[aria-live="assertive"], [role="alert"][aria-live="assertive"]').count(),
    ).toBe(0);
    expect(await page.locator('[aria-live="polite"], [role="status"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
