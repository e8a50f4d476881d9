import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = join(process.cwd(), 'test-results', 'screenshots');

/**
 * Saves a PNG under test-results/screenshots/ for a person to look at: the full page, or only the
 * viewport while a dialog is open. Chromium takes a full-page shot by shrinking the window to 1×1
 * and back, which sends the page across the phone breakpoint and so unmounts an open dialog.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, `${name}.png`);
  const dialogOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  await page.screenshot({ path, fullPage: !dialogOpen });
  return path;
}
