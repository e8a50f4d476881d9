/**
 * Live transit (issue 45) on the production build: the Transit layer on the metro page, a city
 * page and a city host (switch with its count, vehicles and stations, clusters), a station's dialog
 * with the next departures, NexTrip's failures, and the last known departures offline. NexTrip is
 * answered from the demo (tests/e2e/support/browser.ts): trains on the Blue and Green Line tracks.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  advanceClock,
  closeBrowser,
  DESKTOP,
  openPage,
  PHONE,
  routeNexTripVehicles,
  siteUrl,
} from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { vehiclePillWidth } from '@/entities/transit/facts';
import { vehicleAnswer } from '@/mocks/fixtures/nextrip';

afterAll(closeBrowser);

const transitSwitch = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^Transit \d+/ });
const mapRegion = (page: Page) => page.getByRole('region', { name: /map$/i }).first();

/** Vehicles drawn alone plus those counted inside clusters' names. */
async function vehiclesOnMap(page: Page): Promise<number> {
  const alone = await mapRegion(page)
    .getByRole('button', { name: /^Transit Vehicle: METRO (Blue|Green) Line/ })
    .count();
  const clustered = await mapRegion(page)
    .getByRole('button', { name: /transit vehicle/ })
    .evaluateAll((buttons) =>
      buttons
        .map((b) => Number(/(\d+) transit vehicles?/.exec(b.getAttribute('aria-label') ?? '')?.[1]))
        .reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0),
    );
  return alone + clustered;
}

async function failNexTrip(context: BrowserContext, pattern: string, status: number) {
  await context.route(`https://svc.metrotransit.org/nextrip${pattern}`, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ status, title: 'Service Unavailable' }),
    }),
  );
}

describe('live transit', () => {
  test('metro page: the Transit switch counts the trains drawn, clusters hold them, a station shows its departures, the switch hides them', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    const nexTrip: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('svc.metrotransit.org')) nexTrip.push(request.url());
    });
    await page.goto(siteUrl('/'));
    const toggle = transitSwitch(page);
    await expect
      .poll(async () => (await toggle.getAttribute('aria-label')) ?? (await toggle.innerText()), {
        timeout: 15_000,
      })
      .toMatch(/Transit\s+([1-9]\d*)/);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const count = Number(/(\d+)/.exec(await toggle.innerText())?.[1]);
    // The demo runs 4 trains each way on each line.
    expect(count).toBe(16);
    await expect.poll(() => vehiclesOnMap(page)).toBe(16);
    // METRO lines only: local routes are never asked for.
    expect(nexTrip.some((url) => url.endsWith('/routes'))).toBe(true);
    expect(nexTrip.filter((url) => url.includes('/vehicles/')).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/vehicles\/901$/),
        expect.stringMatching(/\/vehicles\/902$/),
      ]),
    );
    expect(nexTrip.some((url) => /\/vehicles\/(991|2)$/.test(url))).toBe(false);
    await saveScreenshot(page, 'transit-metro-map');

    // The switch: off leaves no transit point (its speed with 1,000 cameras is the bench's
    // figure: a time limit here would fail on a busy machine, not on a slow page).
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => vehiclesOnMap(page)).toBe(0);
    await toggle.click();

    // A station's dialog, reached from the list view, where every train is named in full: the
    // line, its heading in words and where it runs to (the ui-contract's form).
    await page.getByRole('button', { name: 'List' }).click();
    const vehicleButtons = page.getByRole('button', { name: /^Transit Vehicle: / });
    await expect.poll(() => vehicleButtons.count()).toBe(16);
    const vehicleNames = await vehicleButtons.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    expect(vehicleNames).toHaveLength(16);
    for (const name of vehicleNames)
      expect(name).toMatch(
        /^Transit Vehicle: METRO (Blue|Green) Line (north|south|east|west)bound to [A-Z][\w .]+$/,
      );
    await page.getByRole('button', { name: 'Transit Station: Target Field Station' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: /Target Field Station/ }).count())
      .toBe(1);
    const departures = dialog.getByRole('list', { name: 'Next departures' });
    await departures.waitFor();
    const text = await departures.innerText();
    expect(text).toMatch(/Blue\s+Mall of America\s+Due\s+Real-time/);
    expect(text).toMatch(/Green\s+Downtown St Paul\s+4 Min\s+Real-time/);
    expect(text).toMatch(/10:42\s+Scheduled/);
    // Each direction under its heading in words.
    expect(text).toMatch(/northbound|southbound|eastbound|westbound/i);
    expect(await departures.locator('[lang="en"]').count()).toBeGreaterThan(0);
    expect(await dialog.innerText()).toMatch(/Stop numbers: 56334/);
    await saveScreenshot(page, 'transit-station-dialog');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("each line's pill fits the box the clustering keeps apart for it (so none overlaps a neighbour)", async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    // One train of each line, each alone in open country, so every pill is drawn by itself.
    const alone: Record<string, { latitude: number; longitude: number }> = {
      '901': { latitude: 44.74, longitude: -93.74 },
      '902': { latitude: 45.16, longitude: -93.74 },
      '904': { latitude: 45.0, longitude: -93.78 },
      '921': { latitude: 45.16, longitude: -92.86 },
    };
    await routeNexTripVehicles(page, (routeId) => {
      const place = alone[routeId];
      const locatedAt = Math.floor(Date.now() / 1000);
      return place
        ? [vehicleAnswer({ ...place, route_id: routeId, location_time: locatedAt })]
        : [];
    });
    await page.goto(siteUrl('/'));
    const pills = mapRegion(page).getByRole('button', { name: /^Transit Vehicle: / });
    await expect
      .poll(() => pills.evaluateAll((buttons) => buttons.map((button) => button.textContent)), {
        timeout: 15_000,
      })
      .toHaveLength(4);
    const drawn = await pills.evaluateAll((buttons) =>
      buttons.map((button) => {
        const { width, height } = button.getBoundingClientRect();
        return { name: (button as HTMLElement).innerText.trim(), width, height };
      }),
    );
    expect(drawn.map((pill) => pill.name).sort()).toEqual(['A', 'Blue', 'Green', 'Orange']);
    for (const pill of drawn) {
      expect(pill.width, pill.name).toBeLessThanOrEqual(vehiclePillWidth(pill.name));
      expect(pill.width, pill.name).toBeGreaterThan(vehiclePillWidth(pill.name) - 6);
      expect(pill.height, pill.name).toBeLessThanOrEqual(24);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('NexTrip down: the last positions fade after 2 minutes and go after 5, with no new answer', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.clock.install();
    // The list names every vehicle (the map may hold some in clusters).
    await page.goto(siteUrl('/?view=list'));
    const vehicles = mapRegion(page).getByRole('button', { name: /^Transit Vehicle: / });
    await vehicles.first().waitFor({ timeout: 15_000 });
    const names = () =>
      vehicles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    expect((await names()).some((name) => name.includes('last seen'))).toBe(false);
    await failNexTrip(context, '/vehicles/**', 503);
    // Positions read 10–40 s before the page asked; the fake clock also flows with real time, so a
    // loaded machine adds to the age: 2.5 minutes on leaves every train faded and none gone.
    await advanceClock(page, 2 * 60_000 + 30_000);
    await expect
      .poll(async () => (await names()).every((name) => /, last seen [2-4] min ago$/.test(name)))
      .toBe(true);
    expect((await names()).length).toBeGreaterThan(0);
    await saveScreenshot(page, 'transit-nextrip-down-faded');
    await advanceClock(page, 3 * 60_000);
    await expect.poll(() => vehicles.count()).toBe(0);
    expect(await transitSwitch(page).textContent()).toMatch(/Transit\s*0/);
    await context.close();
  });

  test('failures: positions and departures say so with the rest of the map working; offline departures are the last known', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await failNexTrip(context, '/vehicles/**', 503);
    await page.goto(siteUrl('/?view=list'));
    const status = page.getByText('Transit positions temporarily unavailable');
    await status.first().waitFor({ timeout: 15_000 });
    // The list's code loads when the list is first shown: the status line can come before it (a
    // loaded CI run read "Loading the list…" here).
    await expect
      .poll(() => page.getByRole('button', { name: /^Traffic Camera: / }).count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    // Departures: first read, then offline → last known with its time, never "Real-time".
    await context.unroute('https://svc.metrotransit.org/nextrip/vehicles/**');
    await page.reload();
    await page.getByRole('button', { name: 'Transit Station: Mall of America Station' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Next departures' }).waitFor();
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await dialog.getByText(/Last known departures, read \d{1,2}:\d\d [AP]M\. Not live\./).waitFor();
    expect(await dialog.getByText('Real-time').count()).toBe(0);
    // Each row says the clock time it was due, not a count read before the link went down.
    expect(await dialog.getByText('Due', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText(/^\d{1,2}:\d\d [AP]M$/).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'transit-departures-offline');
    await context.setOffline(false);
    await page.keyboard.press('Escape');

    // A station whose departures fail.
    await failNexTrip(context, '/901/**', 500);
    await page.getByRole('button', { name: 'Transit Station: Lake St/Midtown Station' }).click();
    await page.getByRole('dialog').getByText('Departures temporarily unavailable').waitFor();
    await saveScreenshot(page, 'transit-departures-failed');
    await context.close();
  });

  test('city host and domain page keep the trains and stations within 25 km', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/domain/edina.news'));
    await expect
      .poll(async () => Number(/(\d+)/.exec(await transitSwitch(page).innerText())?.[1] ?? -1), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await saveScreenshot(page, 'transit-domain-page');
    await page.goto(siteUrl('/', 'edina.test'));
    await mapRegion(page).waitFor();
    await expect
      .poll(
        () =>
          mapRegion(page)
            .getByRole('button', { name: /Transit (Vehicle|Station)|transit/ })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    // Its switch, in the Local Data panel's map layers, counts the trains it draws, not stations.
    const layers = page
      .getByRole('region', { name: 'Local Data' })
      .getByRole('group', { name: 'Map Layers' });
    await layers.getByRole('button', { name: 'Radar' }).waitFor();
    const counted = async () =>
      Number(/(\d+)/.exec(await transitSwitch(layers).innerText())?.[1] ?? NaN);
    await expect.poll(async () => (await counted()) === (await vehiclesOnMap(page))).toBe(true);
    expect(await counted()).toBeGreaterThan(0);
    expect(await counted()).toBeLessThanOrEqual(16);
    await saveScreenshot(page, 'transit-city-host');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('phone: the Live Map shows the trains, and the nearest station within 1 km its departures', async () => {
    const { page, context, errors } = await openPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      // On the platform at Target Field.
      geolocation: { latitude: 44.9832, longitude: -93.2779 },
    });
    await page.goto(siteUrl('/'));
    const map = page.getByRole('region', { name: 'Live map' });
    await expect
      .poll(
        () => map.getByRole('button', { name: /^Transit Vehicle: METRO|transit vehicle/ }).count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    // The phone draws vehicles, not the stations (the nearest one is below the map).
    expect(await map.getByRole('button', { name: /^Transit Station/ }).count()).toBe(0);
    const nearest = page.getByRole('region', { name: 'Nearest station' });
    await nearest.getByRole('list', { name: 'Next departures' }).waitFor({ timeout: 15_000 });
    expect(await nearest.getByRole('heading', { name: 'Target Field Station' }).count()).toBe(1);
    expect(await nearest.innerText()).toMatch(/\d+ m away/);
    expect(await nearest.innerText()).toMatch(/Due\s+Real-time/);
    await nearest.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'transit-phone-nearest-station');
    expect(errors).toEqual([]);
    await context.close();
  });
});
