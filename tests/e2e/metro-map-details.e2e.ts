// One test per details dialog (camera, station, story) and its failure cases, all opened with the
// openMarker and press focus helpers below, then on-demand loading and freshness.
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { demoCameras, demoNews } from '@/mocks/responses';
import { closeBrowser, openPage, requestsSettled, siteUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { DRAWN, mapRegion, revealDemoMarker, waitForMarkers } from './metro-map-support';
import { countDrawn, revealMarker, waitForDrawn } from './support/map-items';

afterAll(closeBrowser);

const activeElementName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/**
 * Opens a marker with the keyboard (focus, Enter), as a keyboard visitor does: with ~270 cameras
 * some markers overlap, and a pointer click would hit the neighbour on top.
 */
async function press(locator: Locator) {
  await locator.focus();
  await locator.press('Enter');
}

/** Opens a demo item's marker with the keyboard, revealing it from its cluster first. */
async function openMarker(page: Page, name: string) {
  const found = await revealDemoMarker(page, name);
  if (found !== 'listed') await press(found);
}

async function openMap(page: Page, path = '/') {
  await page.goto(siteUrl(path));
  await waitForMarkers(page);
}

const inactive = demoCameras().find((camera) => camera.status === 'inactive')!;

describe('marker details dialogs', () => {
  test('Traffic Camera: image, highway, direction, county, status; Close returns focus', async () => {
    const { page, context, errors } = await openPage();
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://video.dot.state.mn.us/')) images.push(request.url());
    });
    await openMap(page);
    // The camera cards below the map (their own chunk) fetch their stills first, so that the
    // count below is only what opening the dialog fetched.
    await page
      .getByRole('region', { name: 'Traffic Cameras', exact: true })
      .getByRole('button')
      .nth(5)
      .waitFor();
    await page.waitForLoadState('networkidle');
    // A pointer click, on the camera with the most room around it (dense areas overlap).
    const everything = [...DRAWN.cameras, ...DRAWN.news, ...DRAWN.weather];
    const room = (c: { lat: number; lng: number }) =>
      Math.min(
        ...everything
          .filter((other) => other !== c)
          .map((other) => Math.hypot(other.lat - c.lat, (other.lng - c.lng) * 0.6)),
      );
    // …away from the map's bottom edge, so no scrolling is needed to reach it.
    const camera = DRAWN.cameras
      .filter((c) => c.lat > 44.8)
      .reduce((a, b) => (room(b) > room(a) ? b : a));
    const marker = await revealDemoMarker(page, `Traffic Camera: ${camera.name}`);
    if (marker === 'listed') throw new Error('the camera with the most room is not alone');
    const before = images.length;
    await marker.click({ timeout: 10_000 });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Traffic Camera');
    expect(text).toContain(camera.name);
    const source = demoCameras().find((c) => c.name === camera.name)!;
    expect(
      await dialog.getByText('Highway').locator('xpath=following-sibling::dd').textContent(),
    ).toBe(source.highway);
    expect(
      await dialog.getByText('Direction').locator('xpath=following-sibling::dd').textContent(),
    ).toBe(source.direction);
    expect(
      await dialog.getByText('County').locator('xpath=following-sibling::dd').textContent(),
    ).toBe(source.county);
    expect(
      await dialog.getByText('Status').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('Active');
    const image = dialog.getByRole('img', { name: `Live view from ${camera.name}` });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.getAttribute('loading')).toBe('lazy');
    // Only this camera's still was fetched on opening.
    expect(images.slice(before)).toEqual([source.imageUrl]);
    expect(text).toMatch(/Updated (just now|\d+ min ago)/);
    await saveScreenshot(page, 'metro-map-dialog-camera-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeElementName(page)).toBe(`Traffic Camera: ${camera.name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an inactive camera’s status is shown in red', async () => {
    const { page, context } = await openPage();
    await openMap(page);
    await openMarker(page, `Traffic Camera: ${inactive.name}`);
    const status = page
      .getByRole('dialog')
      .getByText('Status')
      .locator('xpath=following-sibling::dd');
    expect(await status.textContent()).toBe('Inactive');
    const red700 = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'text-red-700';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(await status.locator('span').evaluate((el) => getComputedStyle(el).color)).toBe(red700);
    await context.close();
  });

  test('a camera image that fails shows "Camera Unavailable" (dialog and cards)', async () => {
    const { page, context } = await openPage();
    await page.route('https://video.dot.state.mn.us/**', (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await openMap(page);
    const cards = page.getByRole('region', { name: 'Traffic Cameras', exact: true });
    await cards.scrollIntoViewIfNeeded();
    await expect.poll(() => cards.getByText('Camera Unavailable').count()).toBe(6);
    await openMarker(page, `Traffic Camera: ${DRAWN.cameras[0]!.name}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Camera Unavailable').waitFor();
    expect(await dialog.getByRole('img').count()).toBe(0);
    await saveScreenshot(page, 'metro-map-dialog-camera-unavailable-desktop');
    await context.close();
  });

  test('Weather Station: °F, humidity, wind, visibility, conditions, observation; Escape returns focus', async () => {
    const { page, context, errors } = await openPage();
    // The stations alone (MSP shares its corner with airport cameras): each its own marker.
    await page.goto(siteUrl('/?layers=weather'));
    const marker = mapRegion(page).getByRole('button', { name: 'Weather Station: MSP Airport' });
    await marker.waitFor();
    await marker.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Weather Station');
    expect(text).toContain('MSP Airport');
    // Demo reading: −8.3 °C, 71.2 %, 24.1 km/h from 320°, 16,090 m.
    expect(await dialog.getByText('17°F').count()).toBe(1);
    expect(text).toContain('Light Snow');
    expect(
      await dialog.getByText('Humidity').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('71%');
    expect(
      await dialog.getByText('Wind').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('15 mph NW');
    expect(
      await dialog.getByText('Visibility').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('10 mi');
    expect(
      await dialog.getByText('Observation').locator('xpath=following-sibling::dd').textContent(),
    ).toMatch(/^Observed \d{1,2}:\d{2} [AP]M \(1[345] min ago\)$/);
    expect(text).not.toContain('no current reading');
    await saveScreenshot(page, 'metro-map-dialog-weather-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeElementName(page)).toBe('Weather Station: MSP Airport');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a station whose reading lacks values marks them "no current reading"', async () => {
    const { page, context } = await openPage();
    await openMap(page);
    await openMarker(page, 'Weather Station: Crystal Airport');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // KMIC's demo reading has no temperature and no visibility: the spec's 22°F and 10 mi, marked.
    expect(await dialog.getByText('no current reading').count()).toBe(2);
    expect(await dialog.getByText('22°F').count()).toBe(1);
    expect(
      await dialog.getByText('Visibility').locator('xpath=following-sibling::dd').textContent(),
    ).toBe('10 mino current reading');
    await saveScreenshot(page, 'metro-map-dialog-weather-fallback-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const card = page
      .getByRole('region', { name: 'Weather Stations' })
      .getByRole('button', { name: 'Crystal Airport' });
    expect(await card.textContent()).toContain('22°Fno current reading');
    await context.close();
  });

  test('News Story: category, impact, source, time, description, tags and a new-tab link', async () => {
    const { page, context, errors } = await openPage();
    await openMap(page);
    await openMarker(page, 'News Story: Snow emergency declared in Minneapolis');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    for (const part of [
      'News Story',
      'Snow emergency declared in Minneapolis',
      'Weather',
      'High impact',
      'Star Tribune',
      '#snow',
      '#parking',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Star Tribune · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    const link = dialog.getByRole('link', { name: /Read full story/ });
    expect(await link.getAttribute('href')).toBe('https://news.example.org/twin-cities/1');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await dialog.getByText('External link not available').count()).toBe(0);
    await saveScreenshot(page, 'metro-map-dialog-news-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['#', 'I-494 overnight closures in Richfield'],
    ['javascript:', 'Apple Valley zoo lights open nightly'],
    ['an empty url', 'Brooklyn Park council backs new community center'],
  ])('a news url that is %s shows "External link not available"', async (_kind, title) => {
    const { page, context } = await openPage();
    await openMap(page);
    await openMarker(page, `News Story: ${title}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('External link not available').waitFor();
    expect(await dialog.getByRole('link').count()).toBe(0);
    await context.close();
  });

  test('a news item without a url field shows "External link not available"', async () => {
    const { page, context } = await openPage();
    await page.route('**/api/news', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          {
            id: 'n1',
            title: 'No link here',
            category: 'Community',
            impact: 'low',
            latitude: 44.98,
            longitude: -93.27,
          },
          {
            id: 'n2',
            title: 'Data link',
            url: 'data:text/html,<b>x</b>',
            latitude: 44.95,
            longitude: -93.1,
          },
        ]),
      }),
    );
    await page.goto(siteUrl('/'));
    for (const title of ['No link here', 'Data link']) {
      const point =
        title === 'No link here' ? { lat: 44.98, lng: -93.27 } : { lat: 44.95, lng: -93.1 };
      const found = await revealMarker(page, mapRegion(page), `News Story: ${title}`, point);
      if (found !== 'listed') await press(found);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('External link not available').waitFor();
      expect(await dialog.getByRole('link').count()).toBe(0);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});

describe('loading on demand', () => {
  test('the dialog code and camera stills load only when needed', async () => {
    const { page, context } = await openPage();
    const scripts: string[] = [];
    const stills: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.endsWith('.js')) scripts.push(url);
      if (url.startsWith('https://video.dot.state.mn.us/')) stills.push(url);
    });
    await openMap(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((url) => url.includes('details-dialog'))).toBe(false);
    // Only the six camera cards have stills; never one per marker.
    expect(stills.length).toBeLessThanOrEqual(6);
    await openMarker(page, 'Weather Station: MSP Airport');
    await page.getByRole('dialog').waitFor();
    expect(scripts.some((url) => url.includes('details-dialog'))).toBe(true);
    await context.close();
  });

  test('every camera still is a lazy image', async () => {
    const { page, context } = await openPage();
    await openMap(page);
    const cards = page.getByRole('region', { name: 'Traffic Cameras', exact: true });
    // The stills are drawn once their cards are on screen. The forecast above them may still be
    // arriving and push them down, so the cards are brought back into view until all six show.
    const images = cards.getByRole('img');
    await expect
      .poll(async () => {
        await cards.scrollIntoViewIfNeeded();
        return images.count();
      })
      .toBe(6);
    expect(
      await images.evaluateAll((list) => list.map((img) => img.getAttribute('loading'))),
    ).toEqual(Array(6).fill('lazy'));
    await context.close();
  });
});

describe('freshness and failures', () => {
  test('cards and dialogs say how old their data is; a failed refresh keeps the last data', async () => {
    const { page, context } = await openPage();
    await page.clock.install();
    await openMap(page);
    const cards = page.getByRole('region', { name: 'Traffic Cameras', exact: true });
    await cards.getByText('Updated just now').first().waitFor();
    await page.route('**/api/traffic-cams', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    // The cards' clock ticks every 15 s from when they mount, which may be before the data came:
    // 3 min 20 s leaves a tick between 3 and 4 minutes after the data either way.
    await page.clock.runFor(3 * 60_000 + 20_000);
    await expect.poll(() => cards.getByText('Updated 3 min ago').count()).toBe(6);
    expect(await cards.getByText('Stale').count()).toBe(6);
    // The markers stay, and the map says the refresh failed.
    expect((await countDrawn(mapRegion(page))).cameras).toBe(DRAWN.cameras.length);
    expect(
      await mapRegion(page)
        .getByText('Traffic cameras: refresh failed, showing the last data.')
        .count(),
    ).toBe(1);
    await cards.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Updated 3 min ago');
    await saveScreenshot(page, 'metro-map-stale-desktop');
    await context.close();
  });

  test('the page polls each feed once per interval, however many parts show it', async () => {
    const { page, context } = await openPage();
    const requests: Record<string, number> = { cams: 0, news: 0 };
    let pending = 0;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/traffic-cams') requests.cams! += 1;
      if (path === '/api/news') requests.news! += 1;
      pending += 1;
    });
    page.on('requestfinished', () => (pending -= 1));
    page.on('requestfailed', () => (pending -= 1));
    await page.clock.install();
    await openMap(page);
    // Open and close a dialog: its observers must not add a poller of their own.
    await openMarker(page, 'Weather Station: MSP Airport');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(requests).toEqual({ cams: 1, news: 1 });
    // Step 30 s at a time and let each round of requests finish (a request still in flight
    // when the next interval fires is joined, not repeated): cameras every 30 s, news every 60 s.
    for (let step = 1; step <= 4; step++) {
      await expect.poll(() => pending).toBe(0);
      await page.clock.runFor(30_000);
      await expect.poll(() => requests.cams).toBe(1 + step);
      await expect.poll(() => pending).toBe(0);
      expect(requests.news).toBe(1 + Math.floor(step / 2));
    }
    await requestsSettled(page);
    expect(requests).toEqual({ cams: 5, news: 3 });
    await context.close();
  });

  test('a failing camera feed shows its own messages; news, weather and the page keep working', async () => {
    const { page, context } = await openPage();
    await page.route('**/api/traffic-cams', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(siteUrl('/'));
    await mapRegion(page).getByText('Traffic camera data is unavailable right now.').waitFor();
    expect(
      await mapRegion(page)
        .getByRole('button', { name: /^Traffic Camera: / })
        .count(),
    ).toBe(0);
    await waitForDrawn(mapRegion(page), { news: DRAWN.news.length, weather: 5 });
    expect((await countDrawn(mapRegion(page))).weather).toBe(5);
    expect(
      await page
        .getByRole('group', { name: 'Map layers' })
        .getByRole('button', { name: /^Cameras/ })
        .textContent(),
    ).toMatch(/^Cameras\s*–$/);
    // Exact: "Your Local News Site" and "Select Your Local News Site" are regions too.
    const news = page.getByRole('region', { name: 'Local News', exact: true });
    // The panels below the map are their own chunk: wait for them once.
    await news.getByRole('button').nth(5).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Traffic Cameras', exact: true })
          .getByText('Traffic camera data is unavailable right now.')
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Live Twin Cities Data' })
          .getByText('Traffic camera data is unavailable right now.')
          .count(),
      )
      .toBe(1);
    expect(await news.getByRole('button').count()).toBe(6);
    await saveScreenshot(page, 'metro-map-cameras-down-desktop');
    await context.close();
  });

  test('news without coordinates are left off the map but kept in the cards', async () => {
    const { page, context } = await openPage();
    await openMap(page);
    const unlocated = demoNews().filter((item) => item.latitude === null);
    expect(unlocated.length).toBeGreaterThan(0);
    for (const item of unlocated)
      expect(
        await mapRegion(page)
          .getByRole('button', { name: `News Story: ${item.title}` })
          .count(),
      ).toBe(0);
    await context.close();
  });
});
