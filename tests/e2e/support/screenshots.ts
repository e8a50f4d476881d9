import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = join(process.cwd(), 'test-results', 'screenshots');

/** Where a screenshot named `name` goes (test-results/screenshots/NAME.png), its folder made. */
export function screenshotPath(name: string): string {
  mkdirSync(DIR, { recursive: true });
  return join(DIR, `${name}.png`);
}

/**
 * Saves a PNG under test-results/screenshots/ for a person to look at: the full page, or only the
 * viewport while a dialog is open. Chromium takes a full-page shot by shrinking the window to 1×1
 * and back, which sends the page across the phone breakpoint and so unmounts an open dialog.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const path = screenshotPath(name);
  const dialogOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  await page.screenshot({ path, fullPage: !dialogOpen });
  return path;
}
