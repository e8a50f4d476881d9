import { describe, expect, test } from 'vitest';
import { gzipSize, initialAssets } from './support/bundle';

/** Budgets for the first screen of `/`, gzip bytes. */
const BUDGET = { js: 120 * 1024, css: 10 * 1024 };

describe('download budget for /', () => {
  const initial = initialAssets();
  const js = initial.js.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = initial.css.reduce((sum, file) => sum + gzipSize(file), 0);

  test(`initial JavaScript is at most ${BUDGET.js / 1024} KB gzip`, () => {
    expect(initial.js.length).toBeGreaterThan(0);
    console.info(`initial JS ${(js / 1024).toFixed(1)} KB gzip in ${initial.js.length} file(s)`);
    expect(js).toBeLessThanOrEqual(BUDGET.js);
  });

  test(`CSS is at most ${BUDGET.css / 1024} KB gzip`, () => {
    expect(initial.css.length).toBeGreaterThan(0);
    console.info(`CSS ${(css / 1024).toFixed(1)} KB gzip`);
    expect(css).toBeLessThanOrEqual(BUDGET.css);
  });
});
