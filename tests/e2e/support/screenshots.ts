import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

const DIR = join(process.cwd(), 'test-results', 'screenshots');

/**
 * Screenshots for a person to look at are taken only when asked (`SCREENSHOTS=1 npm run test:e2e`)
 * and when a test fails (failure-screenshots.ts): each costs a page-sized encode, and nothing
 * compares them. CI keeps test-results/screenshots/ as an artifact.
 */
export const screenshotsWanted = process.env.SCREENSHOTS === '1';

/** Where a screenshot named `name` goes (test-results/screenshots/NAME.png), its folder made. */
export function screenshotPath(name: string): string {
  mkdirSync(DIR, { recursive: true });
  return join(DIR, `${name}.png`);
}

/**
 * When screenshots are wanted, saves the full page, or only the viewport while a dialog is open.
 * Chromium takes a full-page shot by shrinking the window to 1×1 and back, which sends the page
 * across the phone breakpoint and so unmounts an open dialog.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const dialogOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  await page.screenshot({ path: screenshotPath(name), fullPage: !dialogOpen });
}

/** When screenshots are wanted, saves what `target` shows now: the viewport, or one element. */
export async function saveViewScreenshot(target: Page | Locator, name: string): Promise<void> {
  if (screenshotsWanted) await target.screenshot({ path: screenshotPath(name) });
}
