// The phone compact view at 390×844 tab by tab, then the sizes that do not get it; every test uses
// openPhone and the tab, marker and screenshot helpers below.
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  closeBrowser,
  DESKTOP,
  openPage,
  PHONE,
  routeNexTripVehicles,
  siteUrl,
} from './support/browser';
import { axeViolations } from './support/axe';
import {
  boxInMap,
  cityLabelsUnderMarkers,
  routeTrainsOnCityNames,
  waitForVehicles,
} from './support/map-items';
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const PHONE_DEVICE = { viewport: PHONE, isMobile: true, hasTouch: true } as const;
const TABLET = { width: 800, height: 1000 } as const;

/**
 * No METRO trains here: these tests count the cameras and stories the phone picks, which trains
 * would join in clusters (tests/e2e/transit.e2e.ts draws them on the phone).
 */
async function withoutTrains(opened: Awaited<ReturnType<typeof openPage>>) {
  await routeNexTripVehicles(opened.context, () => []);
  return opened;
}

async function openPhone(path = '/') {
  const opened = await withoutTrains(await openPage(PHONE_DEVICE));
  await opened.page.goto(siteUrl(path));
  await opened.page.getByRole('tab', { name: 'Live Map' }).waitFor();
  return opened;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');
const cameraMarkers = (page: Page) => page.getByRole('button', { name: /^Traffic Camera: / });
const newsMarkers = (page: Page) => page.getByRole('button', { name: /^News Story: / });
const mapHeight = (page: Page) =>
  page
    .getByRole('region', { name: 'Live map' })
    .evaluate((element) => element.getBoundingClientRect().height);

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      // Two frames at each step: the lazy images in view are asked for.
      for (let frame = 0; frame < 2; frame += 1)
        await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

describe('phone compact view at 390×844 (production build)', () => {
  test('opens on Live Map with the LIVE header, four tabs, Refresh and the update time', async () => {
    const { page, context, errors } = await openPhone();
    expect(await page.getByRole('banner').getByText('LIVE', { exact: true }).isVisible()).toBe(
      true,
    );
    const tabs = page.getByRole('tablist').getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Live Map', 'Weather', 'Traffic', 'News']);
    expect(await tab(page, 'Live Map').getAttribute('aria-selected')).toBe('true');
    expect(await panel(page).count()).toBe(1);
    expect(await panel(page).getAttribute('aria-labelledby')).toBe(
      await tab(page, 'Live Map').getAttribute('id'),
    );
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).isVisible()).toBe(true);
    // The app's name and three 44 px controls (Language, pause, Refresh) share the header's row:
    // the LIVE badge sits on the "Updated" line, so the row costs no second line of a phone.
    const banner = page.getByRole('banner');
    const controls = [
      banner.getByRole('combobox', { name: 'Language' }),
      banner.getByRole('button', { name: 'Pause live updates' }),
      banner.getByRole('button', { name: 'Refresh', exact: true }),
    ];
    const boxes = await Promise.all(
      controls.map(async (control) => (await control.boundingBox())!),
    );
    const title = (await banner.getByRole('heading', { name: 'Twin Cities Live' }).boundingBox())!;
    for (const box of boxes) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y).toBeLessThan(title.y + title.height);
    }
    const badge = (await banner.getByText('LIVE', { exact: true }).boundingBox())!;
    const updated = (await banner.getByText(/^Updated /).boundingBox())!;
    expect(Math.abs(badge.y + badge.height / 2 - (updated.y + updated.height / 2))).toBeLessThan(4);
    await expect
      .poll(() =>
        page
          .getByRole('banner')
          .getByText(/^Updated \d{1,2}:\d{2}\s?[AP]M$/)
          .count(),
      )
      .toBe(1);

    await expect.poll(() => cameraMarkers(page).count()).toBe(8);
    await expect.poll(() => newsMarkers(page).count()).toBe(5);
    const card = page.getByRole('heading', { name: 'Twin Cities Metro' });
    expect(await card.isVisible()).toBe(true);
    expect(await page.getByText('13 live points', { exact: true }).isVisible()).toBe(true);
    // Every marker sits inside the map surface.
    const map = page.getByRole('region', { name: 'Live map' });
    for (const marker of await map.getByRole('button').all()) {
      const box = await boxInMap(marker, map);
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      expect(centre.x).toBeGreaterThanOrEqual(0);
      expect(centre.x).toBeLessThanOrEqual(box.mapWidth);
      expect(centre.y).toBeGreaterThanOrEqual(0);
      expect(centre.y).toBeLessThanOrEqual(box.mapHeight);
    }
    // Transit, Radar and Expand map share one row, so the hint under the map stays on the first
    // screen of the contract's data: it is the phone's LCP element (at the bottom of Lighthouse's
    // 412 × 823 phone).
    const layers = page.getByRole('group', { name: 'Map layers' });
    const rowTops = await Promise.all(
      [/^Transit/, /^Radar$/, /^Expand map$/].map(async (name) =>
        Math.round((await layers.getByRole('button', { name }).boundingBox())!.y),
      ),
    );
    expect(new Set(rowTops).size).toBe(1);
    await shoot(page, 'phone-live-map');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with a train on each big city’s name, the names move just clear of the markers, and not as a layout shift', async () => {
    const { page, context, errors } = await openPage(PHONE_DEVICE);
    await routeTrainsOnCityNames(context);
    // The nodes each layout shift of the load moved, as Lighthouse's CLS counts them: the names'
    // move is one when it moves their box (`left`/`top`), not when a transform does.
    await watchLayoutShifts(context);
    await page.goto(siteUrl('/'));
    const map = page.getByRole('region', { name: 'Live map' });
    await waitForVehicles(map, 2);
    await expect.poll(() => cameraMarkers(page).count()).toBeGreaterThan(0);
    // The names and the markers are drawn in one render: read together, they are one frame's.
    expect(await cityLabelsUnderMarkers(map)).toEqual({
      names: ['Minneapolis', 'Saint Paul'],
      covered: [],
    });
    // Read before the screenshot, which lays the page out again at its full height.
    const shifted = (await layoutShifts(page)).flatMap((shift) => shift.moved);
    expect(shifted.filter((text) => text === 'Minneapolis' || text === 'Saint Paul')).toEqual([]);
    await shoot(page, 'phone-live-map-city-names');

    // The Transit layer's switch, as on every map: its name counts the vehicles drawn.
    const transit = page
      .getByRole('group', { name: 'Map layers' })
      .getByRole('button', { name: /^Transit/ });
    expect(await transit.getAttribute('aria-label')).toBeNull();
    expect(await transit.textContent()).toMatch(/^Transit\s*2$/);
    expect(await transit.getAttribute('aria-pressed')).toBe('true');
    await transit.tap();
    await expect.poll(() => map.getByRole('button', { name: /^Transit Vehicle:/ }).count()).toBe(0);
    expect(await transit.getAttribute('aria-pressed')).toBe('false');
    await transit.tap();
    await waitForVehicles(map, 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('tapping a marker shows its details inline; Close details hands focus back', async () => {
    const { page, context, errors } = await openPhone();
    const camera = cameraMarkers(page).first();
    await camera.waitFor();
    const cameraName = ((await camera.getAttribute('aria-label')) ?? '').replace(
      'Traffic Camera: ',
      '',
    );
    await camera.tap();
    const details = page.getByRole('region', { name: 'Selected point' });
    await details.waitFor();
    expect(await camera.getAttribute('aria-pressed')).toBe('true');
    // The details' own chunk may still be on its way right after the first paint.
    await details.getByText('Active', { exact: true }).waitFor();
    expect(await details.getByText('Traffic Camera', { exact: true }).isVisible()).toBe(true);
    expect(await details.getByRole('heading', { name: cameraName }).isVisible()).toBe(true);
    expect(await details.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'phone-live-map-camera-details');

    const story = newsMarkers(page).first();
    const title = ((await story.getAttribute('aria-label')) ?? '').replace('News Story: ', '');
    await story.tap();
    await details.getByRole('link', { name: 'Read Full Story' }).waitFor();
    expect(await details.getByText('News Story', { exact: true }).isVisible()).toBe(true);
    expect(await details.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const link = details.getByRole('link', { name: 'Read Full Story' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    await shoot(page, 'phone-live-map-news-details');

    await details.getByRole('button', { name: 'Close details' }).tap();
    expect(await details.count()).toBe(0);
    expect(await story.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the Expand map toggle flips the map between 50 % and 65 % of the viewport height', async () => {
    const { page, context } = await openPhone();
    const toggle = page.getByRole('button', { name: 'Expand map' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(Math.abs((await mapHeight(page)) - PHONE.height * 0.5)).toBeLessThanOrEqual(1);
    await toggle.tap();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => Math.round(await mapHeight(page)))
      .toBe(Math.round(PHONE.height * 0.65));
    await shoot(page, 'phone-live-map-expanded');
    await toggle.tap();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => Math.round(await mapHeight(page))).toBe(PHONE.height * 0.5);
    await context.close();
  });

  test('Weather lists every station with location, county, °F, mph, humidity and conditions', async () => {
    const { page, context, errors } = await openPhone();
    await tab(page, 'Weather').tap();
    expect(await tab(page, 'Weather').getAttribute('aria-selected')).toBe('true');
    // The forecast's lists come first in the tab: the stations are their own list.
    const stations = panel(page)
      .getByRole('list', { name: 'Weather stations' })
      .getByRole('listitem');
    await expect.poll(() => stations.count()).toBe(5);
    for (const station of await stations.all()) {
      const text = await station.innerText();
      expect(text).toMatch(/-?\d+°F/);
      expect(text).toMatch(/\d+ mph/);
      expect(text).toMatch(/\d+%/);
      expect(text).toMatch(/County/);
    }
    const msp = stations.filter({ hasText: 'MSP Airport' });
    expect(await msp.getByText('Hennepin County').isVisible()).toBe(true);
    expect(await msp.getByText('17°F').isVisible()).toBe(true);
    expect(await msp.getByText('15 mph').isVisible()).toBe(true);
    expect(await msp.getByText('71%').isVisible()).toBe(true);
    expect(await msp.getByText('Light Snow', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'phone-weather');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('Traffic shows six camera articles with image, status, highway, direction and county', async () => {
    const { page, context, errors } = await openPhone();
    await tab(page, 'Traffic').tap();
    const cameras = panel(page).getByRole('article');
    await expect.poll(() => cameras.count()).toBe(6);
    for (const camera of await cameras.all()) {
      // A card's still is requested only once the card is on screen.
      await camera.scrollIntoViewIfNeeded();
      const image = camera.getByRole('img');
      expect(await image.getAttribute('loading')).toBe('lazy');
      expect(
        await camera.getByText(/^(Active|Inactive|Under maintenance|Status unknown)$/).count(),
      ).toBe(1);
      for (const label of ['Highway', 'Direction', 'County'])
        expect(await camera.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    const first = cameras.first();
    expect(await first.getByRole('heading').innerText()).toBe('I-394: I-394 EB @ Linden Ave EB');
    expect(await first.getByText('I-394', { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText('Eastbound', { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText('Hennepin County', { exact: true }).isVisible()).toBe(true);
    await scrollThrough(page);
    await shoot(page, 'phone-traffic');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a camera image that fails shows the "Live Camera" placeholder', async () => {
    const { page, context } = await openPage(PHONE_DEVICE);
    await page.route('https://video.dot.state.mn.us/video/image/metro/C30095', (route) =>
      route.abort('failed'),
    );
    await page.goto(siteUrl('/'));
    await tab(page, 'Traffic').tap();
    const broken = panel(page).getByRole('article', { name: 'US 61: T.H.61 NB @ 15th St WB' });
    await broken.scrollIntoViewIfNeeded();
    await expect.poll(() => broken.getByText('Live Camera', { exact: true }).count()).toBe(1);
    expect(await broken.getByRole('img').count()).toBe(0);
    const working = panel(page).getByRole('article', { name: 'I-394: I-394 EB @ Linden Ave EB' });
    expect(await working.getByText('Live Camera', { exact: true }).count()).toBe(0);
    await shoot(page, 'phone-traffic-image-failed');
    await context.close();
  });

  test('News shows ten newest articles; Read Full Story only for real http(s) urls', async () => {
    const { page, context, errors } = await openPage(PHONE_DEVICE);
    const now = Date.now();
    const story = (i: number, url: unknown) => ({
      id: `s${i}`,
      title: `Story ${i}`,
      description: `What happened in story ${i}. `.repeat(8),
      category: i % 2 ? 'Traffic' : 'Weather',
      impact: i === 0 ? 'high' : 'low',
      source: 'KARE 11',
      publishedAt: new Date(now - i * 60_000 * 7).toISOString(),
      url,
      latitude: 44.9 + i / 100,
      longitude: -93.2,
    });
    const urls: unknown[] = ['https://example.org/0', '#', 'javascript:alert(1)', null, ''];
    const stories = Array.from({ length: 12 }, (_, i) =>
      story(i, urls[i] === undefined ? `https://example.org/${i}` : urls[i]),
    );
    await page.route('**/api/news', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(stories),
      }),
    );
    await page.goto(siteUrl('/'));
    await tab(page, 'News').tap();
    const articles = panel(page).getByRole('article');
    await expect.poll(() => articles.count()).toBe(10);
    expect(await articles.getByRole('heading').allInnerTexts()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Story ${i}`),
    );
    const links = panel(page).getByRole('link', { name: 'Read Full Story' });
    // Stories 1–4 have '#', javascript:, null and '' urls.
    expect(await links.count()).toBe(6);
    for (const i of [1, 2, 3, 4]) expect(await articles.nth(i).getByRole('link').count()).toBe(0);
    const link = articles.first().getByRole('link', { name: 'Read Full Story' });
    expect(await link.getAttribute('href')).toBe('https://example.org/0');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const first = articles.first();
    expect(await first.getByText('Weather', { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText('just now').isVisible()).toBe(true);
    // The description is clamped to two lines.
    const clamp = await first.locator('p').evaluate((element) => ({
      clamp: getComputedStyle(element).webkitLineClamp,
      lines:
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(clamp.clamp).toBe('2');
    expect(Math.round(clamp.lines)).toBe(2);
    await shoot(page, 'phone-news-urls');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('News with the demo feed (screenshot)', async () => {
    const { page, context, errors } = await openPhone();
    await tab(page, 'News').tap();
    await expect.poll(() => panel(page).getByRole('article').count()).toBe(10);
    await shoot(page, 'phone-news');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('arrow keys, Home and End move between tabs with a roving tabindex', async () => {
    const { page, context } = await openPhone();
    await tab(page, 'Live Map').focus();
    const focusedTab = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'tab'
          ? document.activeElement.textContent
          : null,
      );
    const selectedTab = () => page.getByRole('tab', { selected: true }).innerText();
    await page.keyboard.press('ArrowRight');
    expect(await focusedTab()).toBe('Weather');
    expect(await selectedTab()).toBe('Weather');
    // A tab's panel is its own chunk, loaded after the first paint: it may still be arriving.
    await panel(page)
      .getByRole('heading', { name: /Weather stations/ })
      .waitFor();
    expect(
      await panel(page)
        .getByRole('heading', { name: /Weather stations/ })
        .count(),
    ).toBe(1);
    await page.keyboard.press('End');
    expect(await selectedTab()).toBe('News');
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab()).toBe('Live Map');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab()).toBe('News');
    await page.keyboard.press('Home');
    expect(await focusedTab()).toBe('Live Map');
    const tabIndexes = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((element) => element.getAttribute('tabindex')));
    expect(tabIndexes).toEqual(['0', '-1', '-1', '-1']);
    // Tab leaves the tablist for the panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
      'tabpanel',
    );
    await context.close();
  });

  test('Refresh reloads the page (the feeds are asked for again)', async () => {
    const { page, context } = await openPage(PHONE_DEVICE);
    let newsRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news') newsRequests += 1;
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.goto(siteUrl('/'));
    await expect.poll(() => newsRequests).toBe(1);
    expect(navigations).toBe(1);
    await page.getByRole('button', { name: 'Refresh', exact: true }).tap();
    await expect.poll(() => navigations).toBe(2);
    await expect.poll(() => newsRequests).toBe(2);
    await tab(page, 'Live Map').waitFor();
    await context.close();
  });

  test('loading, error and empty states are shown in the panels', async () => {
    const { page, context } = await withoutTrains(await openPage(PHONE_DEVICE));
    await page.route('**/api/weather/nws-live', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.route('**/api/traffic-cams', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    let releaseNews: () => void = () => undefined;
    const newsHeld = new Promise<void>((resolve) => (releaseNews = resolve));
    await page.route('**/api/news', async (route) => {
      await newsHeld;
      await route.fallback();
    });
    await page.goto(siteUrl('/'));
    await tab(page, 'Live Map').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: 'Loading live points…' }).isVisible(),
    ).toBe(true);
    await tab(page, 'News').tap();
    // Each tab's panel is a chunk of its own: it may still be arriving right after the first paint.
    await panel(page).getByText('Loading news…').waitFor();
    await tab(page, 'Weather').tap();
    await expect
      .poll(() => panel(page).getByRole('alert').innerText())
      .toBe('Weather could not be loaded. Try Refresh in a moment.');
    await shoot(page, 'phone-weather-error');
    await tab(page, 'Traffic').tap();
    await panel(page).getByText('No traffic cameras are available right now.').waitFor();
    releaseNews();
    await tab(page, 'News').tap();
    await expect.poll(() => panel(page).getByRole('article').count()).toBe(10);
    await tab(page, 'Live Map').tap();
    expect(await cameraMarkers(page).count()).toBe(0);
    expect(await newsMarkers(page).count()).toBe(5);
    expect(await page.getByText('5 live points', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test('with every feed down the header says OFFLINE and the map says why', async () => {
    const { page, context } = await openPage(PHONE_DEVICE);
    for (const path of ['**/api/news', '**/api/traffic-cams', '**/api/weather/nws-live'])
      await page.route(path, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      );
    await page.goto(siteUrl('/'));
    await expect
      .poll(() => page.getByRole('banner').getByText('OFFLINE', { exact: true }).count())
      .toBe(1);
    expect(
      await panel(page)
        .getByText('Live points could not be loaded. Try Refresh in a moment.')
        .isVisible(),
    ).toBe(true);
    await shoot(page, 'phone-offline');
    await context.close();
  });
});

describe('tablets and desktops', () => {
  test('`/` shows the metro map page, not the compact view', async () => {
    const { page, context, errors } = await openPage({ viewport: TABLET, hasTouch: true });
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Live Map' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).count()).toBe(0);
    await shoot(page, 'tablet-metro');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a 1280×900 desktop gets the metro page too', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    await saveScreenshot(page, 'desktop-metro');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('turning a phone past 768 px swaps the compact view for the metro page', async () => {
    const { page, context } = await openPhone();
    const pageBackground = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(await pageBackground()).toBe('rgb(2, 6, 23)');
    await page.setViewportSize({ width: 800, height: 600 });
    await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Live Map' }).count()).toBe(0);
    expect(await pageBackground()).not.toBe('rgb(2, 6, 23)');
    await page.setViewportSize({ width: 767, height: 600 });
    await tab(page, 'Live Map').waitFor();
    await context.close();
  });
});
