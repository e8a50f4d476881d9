// Clusters on the 1,000 real cameras and on the demo data, side by side: both use the overlap and
// target-size probes defined below.
/**
 * Every point on every map reachable (issue 18), on the production build: clusters instead of
 * stacked markers, with the real MnDOT camera list (1,000 cameras) and with the demo data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { demoCameras, demoNews } from '@/mocks/responses';
import { closeBrowser, DESKTOP, openPage, pageSettled, PHONE, siteUrl } from './support/browser';
import { DRAWN } from './metro-map-support';
import { boxInMap, countDrawn, waitForDrawn } from './support/map-items';
import { saveScreenshot, saveViewScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const CAMERAS_1000 = JSON.parse(
  readFileSync(join(process.cwd(), 'tests', 'bench', 'cameras-1000.json'), 'utf8'),
) as unknown[];

const metroMap = (page: Page) => page.getByRole('region', { name: 'Twin Cities map' });

/** Serves the 1,000 real cameras (the benchmark's list) instead of the demo's 270. */
async function withThousandCameras(page: Page) {
  await page.route('**/api/traffic-cams', (route) => route.fulfill({ json: CAMERAS_1000 }));
}

/** Pairs of map targets (buttons) whose boxes overlap on screen, as `a | b`. */
function overlappingTargets(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const boxes = [...element.querySelectorAll('button')].map((button) => ({
      name: button.getAttribute('aria-label') ?? '',
      rect: button.getBoundingClientRect(),
    }));
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.rect;
        const b = boxes[j]!.rect;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // Half a pixel of slack for subpixel rounding.
        if (x > 0.5 && y > 0.5) overlaps.push(`${boxes[i]!.name} | ${boxes[j]!.name}`);
      }
    }
    return overlaps;
  });
}

/** axe's target-size rule only: violations and targets it could not decide. */
async function targetSizeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return [...results.violations, ...results.incomplete].flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`),
  );
}

const zoomLabel = (page: Page) =>
  page
    .getByRole('group', { name: 'Zoom' })
    .getByText(/^\d+%$/)
    .textContent();

describe('1,000 real cameras on the metro map', () => {
  test('no two targets overlap at any zoom from 50 % to 300 %, and axe target-size finds none', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await withThousandCameras(page);
    // The trains are in, wherever the stand-in's clock puts them: each pill has its own box.
    await page.goto(siteUrl('/?zoom=0.5'));
    await waitForDrawn(metroMap(page), { cameras: 1000 });
    const buttons = await metroMap(page).locator('button').count();
    // A few hundred DOM targets for a thousand cameras.
    expect(buttons).toBeLessThan(500);
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (;;) {
      await pageSettled(page);
      expect(await overlappingTargets(metroMap(page)), `at ${await zoomLabel(page)}`).toEqual([]);
      expect((await countDrawn(metroMap(page))).cameras).toBe(1000);
      if (!(await zoomIn.isEnabled())) break;
      await zoomIn.click();
    }
    expect(await zoomLabel(page)).toBe('300%');
    await page.getByRole('button', { name: 'Reset View to Twin Cities' }).click();
    await pageSettled(page);
    expect(await targetSizeProblems(page)).toEqual([]);
    await saveViewScreenshot(metroMap(page), 'map-1000-cameras');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('layer counts count every camera, also inside clusters; toggles recluster', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await withThousandCameras(page);
    await page.goto(siteUrl('/'));
    await waitForDrawn(metroMap(page), { cameras: 1000 });
    const cameras = page.getByRole('group', { name: 'Map layers' }).getByRole('button', {
      name: /^Cameras/,
    });
    expect(await cameras.textContent()).toContain('1000');
    await cameras.click();
    expect((await countDrawn(metroMap(page))).cameras).toBe(0);
    expect((await countDrawn(metroMap(page))).news).toBe(DRAWN.news.length);
    expect(await overlappingTargets(metroMap(page))).toEqual([]);
    await cameras.click();
    await waitForDrawn(metroMap(page), { cameras: 1000 });
    expect(await overlappingTargets(metroMap(page))).toEqual([]);
    await context.close();
  });

  test.each([
    ['the domain page', '/domain/edina.news', '127.0.0.1'],
    ['a city host', '/', 'edina.test'],
  ])('%s: axe target-size finds nothing', async (_name, path, host) => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await withThousandCameras(page);
    await page.goto(siteUrl(path, host));
    await metroMap(page).locator('button[data-cluster-count]').first().waitFor();
    await pageSettled(page);
    expect(await overlappingTargets(metroMap(page))).toEqual([]);
    expect(await targetSizeProblems(page)).toEqual([]);
    await context.close();
  });

  test("the phone's Live Map: axe target-size finds nothing", async () => {
    const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await withThousandCameras(page);
    await page.goto(siteUrl('/'));
    const live = page.getByRole('region', { name: 'Live map' });
    await live.getByRole('button').first().waitFor();
    await pageSettled(page);
    expect(await overlappingTargets(live)).toEqual([]);
    expect(await targetSizeProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('clusters with the demo data', () => {
  test('a camera and a story at the same corner are both reachable: cluster → list → dialog', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    // A quiet corner of Carver County, far from every demo point.
    const spot = { latitude: 44.78, longitude: -93.72 };
    await page.route('**/api/traffic-cams', (route) =>
      route.fulfill({
        json: [
          ...demoCameras(),
          { id: 'same-1', name: 'Hwy 212 @ Same Corner', status: 'active', ...spot },
        ],
      }),
    );
    await page.route('**/api/news', (route) =>
      route.fulfill({
        json: [
          ...demoNews(),
          {
            id: 'same-2',
            title: 'Crash at the same corner',
            impact: 'medium',
            category: 'Traffic',
            ...spot,
          },
        ],
      }),
    );
    // Without the trains, whose later arrival would renumber the clusters under the test.
    await page.goto(siteUrl('/?layers=cameras,weather,news'));
    await waitForDrawn(metroMap(page), { cameras: demoCameras().length + 1 });
    // The cluster drawn on that corner's point (a cluster sits at its members' mean).
    const index = await metroMap(page).evaluate((element) => {
      const at = { x: 0.075 + 0.85 * (-93.72 + 93.8), y: 0.075 + (0.85 * (45.2 - 44.78)) / 0.5 };
      const clusters = [...element.querySelectorAll<HTMLElement>('button[data-cluster-count]')];
      return clusters.findIndex(
        (cluster) =>
          Math.abs(parseFloat(cluster.style.left) / 100 - at.x) < 1e-4 &&
          Math.abs(parseFloat(cluster.style.top) / 100 - at.y) < 1e-4,
      );
    });
    expect(index).toBeGreaterThanOrEqual(0);
    const cluster = metroMap(page).locator('button[data-cluster-count]').nth(index);
    expect(await cluster.getAttribute('aria-label')).toMatch(
      /^2 points: 1 traffic camera, 1 news story near /,
    );
    expect(await cluster.textContent()).toBe('2');
    for (const [name, kind] of [
      ['Traffic Camera: Hwy 212 @ Same Corner', 'Traffic Camera'],
      ['News Story: Crash at the same corner', 'News Story'],
    ] as const) {
      await cluster.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('dialog', { name: '2 at this spot' });
      await list.waitFor();
      await list.getByRole('button', { name, exact: true }).click();
      const details = page.getByRole('dialog');
      await details.filter({ hasText: kind }).waitFor();
      expect(await details.textContent()).toContain(name.slice(name.indexOf(': ') + 2));
      if (kind === 'Traffic Camera') await saveScreenshot(page, 'map-cluster-same-corner-camera');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(await cluster.getAttribute('aria-label'));
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('zooming in splits a downtown cluster; the keyboard reaches it and Enter spreads it', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP, reducedMotion: 'reduce' });
    // Without the trains, whose later arrival would re-form (and rename) the downtown clusters.
    await page.goto(siteUrl('/?layers=cameras,weather,news'));
    await waitForDrawn(metroMap(page), { cameras: demoCameras().length });
    const downtown = metroMap(page).getByRole('button', {
      name: /^\d+ points: .*traffic cameras?.* near Downtown Minneapolis$/,
    });
    const name = (await downtown.first().getAttribute('aria-label'))!;
    const before = await metroMap(page).locator('button').count();
    // Tab from the map region reaches the markers and clusters in order, this one among them.
    await downtown.first().focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      name,
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomLabel(page)).not.toBe('100%');
    await expect
      .poll(() => metroMap(page).getByRole('button', { name, exact: true }).count())
      .toBe(0);
    expect(await metroMap(page).locator('button').count()).toBeGreaterThan(before);
    expect(await overlappingTargets(metroMap(page))).toEqual([]);
    // The focus went to a marker of what the cluster held, not to the page's start.
    const focused = () =>
      page.evaluate(() => ({
        inMap: document.activeElement?.closest('[aria-label="Twin Cities map"]') !== null,
        name: document.activeElement?.getAttribute('aria-label') ?? '',
      }));
    expect(await focused()).toMatchObject({
      inMap: true,
      name: expect.stringMatching(/^(Traffic Camera: |\d+ points: )/),
    });
    await saveScreenshot(page, 'map-cluster-spread-downtown');
    await context.close();
  });

  test('a touch drag pans the map (one finger across; up and down still scrolls the page)', async () => {
    const { page, context } = await openPage({
      viewport: { width: 1024, height: 1366 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    await page.goto(siteUrl('/domain/edina.news'));
    const map = metroMap(page);
    await map.locator('button').first().waitFor();
    await map.scrollIntoViewIfNeeded();
    const marker = map.locator('button').first();
    const before = await boxInMap(marker, map);
    const box = (await map.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', start.x, start.y);
    for (let step = 1; step <= 10; step += 1)
      await touch('touchMove', start.x - step * 12, start.y);
    await touch('touchEnd', start.x - 120, start.y);
    await expect
      .poll(async () => Math.round((await boxInMap(marker, map)).x - before.x))
      .toBe(-120);
    expect(Math.abs((await boxInMap(marker, map)).y - before.y)).toBeLessThan(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
