/**
 * A setup file of the browser tests: when a test fails, each page it left open is saved as
 * test-results/screenshots/failed-<test>-<n>.png (CI keeps the folder), for a person to see what
 * the visitor would have seen.
 */
import { afterEach } from 'vitest';
import { openPages } from './browser';
import { screenshotPath } from './screenshots';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = `failed-${task.name}`.replace(/[^\w-]+/g, '-').slice(0, 100);
  let index = 0;
  for (const page of openPages) {
    index += 1;
    await page
      .screenshot({ path: screenshotPath(`${name}-${index}`), timeout: 5_000 })
      .catch(() => undefined);
  }
});
