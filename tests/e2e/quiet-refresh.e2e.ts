import { afterAll, expect, test } from 'vitest';
import { closeBrowser, DESKTOP, openPage, siteUrl } from './support/browser';
import { demoCameras } from '@/mocks/responses';
import {
  cameraMarkerCount,
  compareMarkerProps,
  snapshotMarkerProps,
  waitForFirstLoads,
} from './support/map-probes';

afterAll(closeBrowser);

test('an unchanged 30 s refresh adds or removes no map node and re-renders no marker (production build)', async () => {
  const { page, context, errors } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  await page.goto(siteUrl('/'));
  await page
    .getByRole('region', { name: 'Twin Cities map' })
    .getByRole('button', { name: /^Traffic Camera:/ })
    .first()
    .waitFor();
  expect(await cameraMarkerCount(page)).toBeGreaterThan(200);
  await waitForFirstLoads(page);
  await snapshotMarkerProps(page);
  const refreshed = page.waitForResponse((response) =>
    response.url().includes('/api/traffic-cams'),
  );
  await page.clock.runFor(31_000);
  await refreshed;
  await page.waitForTimeout(300);
  const report = await compareMarkerProps(page);
  expect(report.markers).toBeGreaterThan(200);
  expect(report.rerendered).toBe(0);
  expect(report.replaced).toBe(0);
  expect(report.nodeDelta).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the probe notices a changed refresh (control)', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  let renamed = false;
  await page.route('**/api/traffic-cams', (route) =>
    route.fulfill({
      json: renamed
        ? demoCameras().map((c) => ({ ...c, name: `${c.name} (moved)` }))
        : demoCameras(),
    }),
  );
  await page.goto(siteUrl('/'));
  await page
    .getByRole('region', { name: 'Twin Cities map' })
    .getByRole('button', { name: /^Traffic Camera:/ })
    .first()
    .waitFor();
  await waitForFirstLoads(page);
  await snapshotMarkerProps(page);
  renamed = true;
  await page.clock.runFor(31_000);
  await page
    .getByRole('button', { name: /\(moved\)$/ })
    .first()
    .waitFor();
  const report = await compareMarkerProps(page);
  expect(report.rerendered).toBeGreaterThan(200);
  await context.close();
});
