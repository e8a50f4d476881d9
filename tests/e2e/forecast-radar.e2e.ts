/**
 * The NWS forecast and the NEXRAD radar (issue 27) on the production build, on all four screens:
 * the forecast's lists and issue time, the radar image on the projection's box at two zooms, the
 * toggle, the loop, and what the visitor reads when either service fails.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { axeViolations } from './support/axe';
import { auditLayout } from './support/layout-audit';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';
import { boxInMap } from './support/map-items';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const SCREENS = [
  ['metro page', '/', '127.0.0.1', DESKTOP],
  ['domain page', '/domain/edina.news', '127.0.0.1', DESKTOP],
  ['city host', '/', 'edina.test', DESKTOP],
  ['phone', '/', '127.0.0.1', PHONE],
] as const;
type Screen = readonly [string, string, string, { width: number; height: number }];

async function open(screen: Screen, url = screen[1]) {
  const host = screen[2];
  const viewport = screen[3];
  const phone = viewport === PHONE;
  const opened = await openPage({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  await opened.page.goto(siteUrl(url, host));
  return { ...opened, phone };
}

const forecast = (page: Page) => page.getByRole('region', { name: 'Forecast' });
const radarToggle = (page: Page) => page.getByRole('button', { name: /^Radar/ });
const radarImage = (page: Page) => page.getByRole('img', { name: /^Weather radar/ });
const mapRegion = (page: Page, phone: boolean) =>
  page.getByRole('region', { name: phone ? 'Live map' : /map$/i }).first();

/** Fails every forecast document with `status` (the /points answer still comes). */
async function failForecasts(context: BrowserContext, status: number) {
  await context.route('https://api.weather.gov/gridpoints/**', (route) =>
    route.fulfill({
      status,
      contentType: 'application/problem+json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ title: 'Unexpected Problem', status }),
    }),
  );
}

describe('the forecast on every screen', () => {
  test.each(SCREENS)(
    '%s: 12 hours, 7 days with High/Low, the issue time',
    async (...screen: [string, string, string, { width: number; height: number }]) => {
      const { page, context, errors, phone } = await open(screen);
      if (phone) await page.getByRole('tab', { name: 'Weather' }).click();
      const region = forecast(page);
      await region.scrollIntoViewIfNeeded();
      const hours = region.getByRole('list', { name: 'Next 12 hours' });
      await hours.waitFor();
      const hourItems = hours.getByRole('listitem');
      expect(await hourItems.count()).toBe(12);
      expect(await hourItems.first().innerText()).toMatch(/\d{1,2} [AP]M\s+-?\d+°F/);
      expect(await hours.innerText()).toMatch(/\d+%/);
      const days = region.getByRole('list', { name: '7-day forecast' });
      const count = await days.getByRole('listitem').count();
      expect(count).toBeGreaterThanOrEqual(12);
      expect(count).toBeLessThanOrEqual(14);
      expect(await days.innerText()).toMatch(/High -?\d+°F/);
      expect(await days.innerText()).toMatch(/Low -?\d+°F/);
      expect(await region.innerText()).toMatch(/Forecast issued \d{1,2}:\d\d [AP]M/);
      expect(await region.innerText()).not.toMatch(/Out of date|unavailable/);
      // Feed text keeps its language for screen readers.
      expect(await hours.locator('[lang="en"]').count()).toBe(12);
      // The chart fills its column, and each hour's dot sits on the temperature line's corner
      // (the line is stretched to the width in a box of its own; the dots are placed in percent).
      const chart = await region
        .locator('svg:has(polyline)')
        .first()
        .evaluate((svg) => {
          const line = svg.querySelector('polyline')!;
          const toScreen = line.getScreenCTM()!;
          const corners = [...line.points].map((point) =>
            new DOMPoint(point.x, point.y).matrixTransform(toScreen),
          );
          const dots = [...svg.querySelectorAll('circle')].map((dot) =>
            dot.getBoundingClientRect(),
          );
          return {
            width: svg.getBoundingClientRect().width,
            column: svg.parentElement!.getBoundingClientRect().width,
            dots: dots.length,
            gap: Math.max(
              ...corners.map((corner, index) =>
                Math.hypot(
                  corner.x - (dots[index]!.x + dots[index]!.width / 2),
                  corner.y - (dots[index]!.y + dots[index]!.height / 2),
                ),
              ),
            ),
          };
        });
      expect(chart.width).toBeCloseTo(chart.column, 0);
      expect(chart.dots).toBe(12);
      expect(chart.gap).toBeLessThan(1);
      // The forecast is the city's own on city pages: its /points call names the domain's place.
      await saveScreenshot(page, `forecast-${screen[0].replaceAll(' ', '-')}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('a city page asks NWS for its own coordinates, the metro page for the metro centre', async () => {
    const asked: string[] = [];
    for (const screen of [SCREENS[0], SCREENS[2]]) {
      const { page, context } = await openPage({ viewport: DESKTOP });
      page.on('request', (request) => {
        if (request.url().includes('/points/')) asked.push(request.url());
      });
      await page.goto(siteUrl(screen[1], screen[2]));
      await forecast(page).getByRole('list', { name: 'Next 12 hours' }).waitFor();
      await context.close();
    }
    expect(asked[0]).toBe('https://api.weather.gov/points/44.9778,-93.265');
    expect(asked[1]).toMatch(/^https:\/\/api\.weather\.gov\/points\/44\.\d{1,4},-93\.\d{1,4}$/);
    expect(asked[1]).not.toBe(asked[0]);
  });

  test('NWS failing: "Forecast temporarily unavailable" after the retries; the rest unaffected', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    const forecastCalls: number[] = [];
    page.on('request', (request) => {
      if (/\/forecast$/.test(request.url())) forecastCalls.push(Date.now());
    });
    await failForecasts(context, 503);
    await page.goto(siteUrl('/'));
    await forecast(page).getByText('Forecast temporarily unavailable').waitFor({ timeout: 20_000 });
    // One request and two retries, 1 s and 4 s apart (at least).
    expect(forecastCalls).toHaveLength(3);
    expect(forecastCalls[2]! - forecastCalls[0]!).toBeGreaterThanOrEqual(4_900);
    expect(await forecast(page).getByRole('list').count()).toBe(0);
    // Observations, alerts and the map are untouched.
    await page
      .getByRole('region', { name: 'Weather Stations' })
      .getByRole('button')
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Weather alerts' })
      .getByRole('button', { name: /Winter Storm Warning/ })
      .waitFor();
    expect(await page.locator('#map button').count()).toBeGreaterThan(10);
    await context.close();
  });

  // What is below the forecast (the camera cards on a desktop) stays where the visitor scrolled
  // to: the room is held while the answer is on its way, so the drawn forecast adds little to it.
  test.each([
    ['desktop', { viewport: DESKTOP }],
    ['tablet', { viewport: { width: 800, height: 1000 }, hasTouch: true }],
    ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
  ] as const)(
    '%s: while it loads its room is held; drawn, it grows by at most 15 % and leaves no gap',
    async (screen, options) => {
      const { page, context } = await openPage(options);
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await context.route('https://api.weather.gov/gridpoints/**', async (route) => {
        await answered;
        await route.fallback();
      });
      await page.goto(siteUrl('/'));
      if (screen === 'phone') await page.getByRole('tab', { name: 'Weather' }).click();
      const region = forecast(page);
      await region.getByText('Loading the forecast…').waitFor();
      await region.scrollIntoViewIfNeeded();
      const waiting = (await region.boundingBox())!.height;
      await saveScreenshot(page, `forecast-loading-${screen}`);
      answer();
      await region.getByRole('list', { name: '7-day forecast' }).waitFor();
      const drawn = (await region.boundingBox())!.height;
      expect(drawn).toBeGreaterThanOrEqual(waiting);
      expect(drawn - waiting, `${waiting} px held, ${drawn} px drawn`).toBeLessThanOrEqual(
        drawn * 0.15,
      );
      await context.close();
    },
  );
});

describe('radar on every map', () => {
  test.each(SCREENS)(
    '%s: off by default; on, one image on the map with its time, loop and credit',
    async (...screen: [string, string, string, { width: number; height: number }]) => {
      const { page, context, errors, phone } = await open(screen);
      const toggle = radarToggle(page);
      await toggle.waitFor();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await radarImage(page).count()).toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const image = radarImage(page);
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // Inside the map region, under the markers.
      expect(await mapRegion(page, phone).locator('img[alt^="Weather radar"]').count()).toBe(1);
      await page.getByText(/^Radar \d{1,2}:\d\d [AP]M$/).waitFor();
      await page.getByText('Radar: NWS NEXRAD via Iowa Environmental Mesonet').waitFor();
      await page.getByRole('button', { name: 'Play radar loop' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, `radar-${screen[0].replaceAll(' ', '-')}`);
      await toggle.click();
      expect(await radarImage(page).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('the image lies on the projection box at 100 % and moves with the zoom to 200 %', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/?radar=on'));
    const image = radarImage(page);
    await image.waitFor();
    const map = page.locator('#map');
    const box = await boxInMap(image, map);
    const region = { width: box.mapWidth, height: box.mapHeight };
    expect(box.x).toBeCloseTo(0.075 * region.width, 0);
    expect(box.y).toBeCloseTo(0.075 * region.height, 0);
    expect(box.width).toBeCloseTo(0.85 * region.width, 0);
    expect(box.height).toBeCloseTo(0.85 * region.height, 0);
    // Where the metro centre falls on the picture (lng, lat → the image's own box).
    const centreOn = (b: typeof box) => ({
      x: b.x + (b.width * (-93.265 + 93.8)) / 1.0,
      y: b.y + (b.height * (45.2 - 44.9778)) / 0.5,
    });
    const before = centreOn(box);
    for (let step = 0; step < 4; step += 1)
      await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByText('200%').waitFor();
    await expect
      .poll(async () => Math.round((await image.boundingBox())!.width))
      .toBe(Math.round(2 * 0.85 * region.width));
    const zoomed = await boxInMap(image, map);
    expect(zoomed.height).toBeCloseTo(2 * 0.85 * region.height, 0);
    // The metro page zooms about the metro centre: that point of the radar stays put.
    const after = centreOn(zoomed);
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    await context.close();
  });

  test('radar on is kept in the URL and survives a reload', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await radarToggle(page).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('radar')).toBe('on');
    await page.reload();
    await radarImage(page).waitFor();
    expect(await radarToggle(page).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  test('the loop plays the last hour frame by frame, and pauses', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    const frames = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/n0q-t.cgi'))
        frames.add(new URL(request.url()).searchParams.get('TIME') ?? '');
    });
    await page.goto(siteUrl('/?radar=on'));
    await radarImage(page).waitFor();
    expect(frames.size).toBe(0);
    await page.getByRole('button', { name: 'Play radar loop' }).click();
    await expect.poll(() => radarImage(page).getAttribute('src')).toContain('n0q-t.cgi');
    expect(frames.size).toBe(12);
    await page.getByRole('button', { name: 'Pause radar loop' }).click();
    await expect.poll(() => radarImage(page).getAttribute('src')).toContain('/n0q.cgi');
    await context.close();
  });

  test('radar failing: "Radar unavailable" in its place; markers and dialogs unaffected', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await context.route('https://mesonet.agron.iastate.edu/**', (route) =>
      route.fulfill({
        status: 503,
        body: 'Service Unavailable',
        headers: { 'Access-Control-Allow-Origin': '*' },
      }),
    );
    await page.goto(siteUrl('/?radar=on'));
    await page.getByText('Radar unavailable').waitFor();
    expect(await radarImage(page).count()).toBe(0);
    const stations = page.getByRole('region', { name: 'Weather Stations' });
    await stations.getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('#map button').count()).toBeGreaterThan(10);
    await context.close();
  });

  test('a phone: the radar toggle and panel fit 390 px without sideways scrolling', async () => {
    const { page, context } = await open(SCREENS[3]);
    await radarToggle(page).click();
    await radarImage(page).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // No small text (the credit is a sentence) and no target under 24 px with radar on.
    const audit = await auditLayout(page);
    expect(audit.smallText).toEqual([]);
    expect(audit.smallTargets).toEqual([]);
    await context.close();
  });
});
