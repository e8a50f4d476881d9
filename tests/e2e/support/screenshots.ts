import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const DIR = join(process.cwd(), 'test-results', 'screenshots');

/** Saves a full-page PNG under test-results/screenshots/ for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(DIR, { recursive: true });
  const path = join(DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
