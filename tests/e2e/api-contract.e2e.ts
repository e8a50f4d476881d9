/**
 * The production build against a backend that answers exactly as ../shared/docs/api-contract.md
 * says (issue 17): what the visitor sees of each call, and that an answer in another shape is a
 * failure the part shows, never "nothing to report".
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCameras } from '@/entities/camera/feed';
import { parseNews } from '@/entities/news/feed';
import { NWS_STATIONS } from '@/domain/constants';
import { NO_NEWS_FILTER } from '@/domain/news-selection';
import { localCounts } from '../support/local-counts';
import { demoCameras, demoNews } from '@/mocks/responses';
import { closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';
import { demoDomain, expectedBarLinks, json } from './city-helpers';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const TWO_ALERTS = {
  data: [
    {
      id: 'mt-77',
      title: 'Route 2 detour at Franklin Ave bridge',
      description: 'Buses detour via Cedar Ave while the bridge deck is plowed.',
      severity: 'severe',
      route: '2',
      startTime: new Date(Date.now() - 40 * 60_000).toISOString(),
    },
    {
      id: 'mt-78',
      title: 'Green Line delays near Stadium Village',
      description: 'Trains every 15 minutes after a switch froze.',
      severity: 'warning',
      route: 'Green Line',
      startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    },
  ],
  source: 'Metro Transit',
  timestamp: new Date().toISOString(),
};

const TWO_STATIONS = {
  data: [
    {
      location: 'Minneapolis',
      county: 'Hennepin',
      temperature: 18,
      windSpeed: 14,
      humidity: 72,
      conditions: 'Light Snow',
      timestamp: new Date(Date.now() - 2 * 60_000).toISOString(),
    },
    {
      location: 'Saint Paul',
      county: 'Ramsey',
      temperature: 16,
      windSpeed: 9,
      humidity: 75,
      conditions: 'Blowing Snow',
      timestamp: new Date(Date.now() - 2 * 60_000).toISOString(),
    },
  ],
  source: 'National Weather Service',
  timestamp: new Date().toISOString(),
};

/** Saint Paul's reading is 3 hours old. */
const WITH_AN_OLD_READING = {
  ...TWO_STATIONS,
  data: [
    TWO_STATIONS.data[0],
    { ...TWO_STATIONS.data[1], timestamp: new Date(Date.now() - 3 * 3_600_000 - 60_000) },
  ],
};

const statusPart = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Live Status' }).getByRole('region', { name });

describe('the live-status panel with the contract shapes', () => {
  test('"3/3 systems operational", each service by name and state, two alerts with severities', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.route('**/api/transit/metro-live', (route) => route.fulfill(json(TWO_ALERTS)));
    await page.route('**/api/weather/nws-live', (route) =>
      route.fulfill(json({ ...WITH_AN_OLD_READING, timestamp: new Date(Date.now() - 180_000) })),
    );
    await page.goto(siteUrl('/'));
    const system = statusPart(page, 'System Status');
    await system.getByText('3/3 systems operational').waitFor();
    const services = system.getByRole('list', { name: 'Connectivity' }).getByRole('listitem');
    expect(await services.allInnerTexts()).toEqual([
      expect.stringMatching(/^NWS\s+Connected$/),
      expect.stringMatching(/^Metro Transit\s+Connected$/),
      expect.stringMatching(/^MnDOT GIS\s+Connected$/),
    ]);
    const alerts = statusPart(page, 'Transit')
      .getByRole('list', { name: 'Transit alerts' })
      .getByRole('listitem');
    await expect.poll(() => alerts.count()).toBe(2);
    expect(await alerts.nth(0).innerText()).toMatch(/SEVERE[\s\S]*Route 2[\s\S]*Franklin/i);
    expect(await alerts.nth(1).innerText()).toMatch(/WARNING[\s\S]*Green Line/i);
    expect(
      await statusPart(page, 'Transit')
        .getByText(/All services operating normally/)
        .count(),
    ).toBe(0);
    expect(
      await statusPart(page, 'Transit')
        .getByText(/^Metro Transit · read/)
        .count(),
    ).toBe(1);
    await statusPart(page, 'Weather')
      .getByText(/^National Weather Service · read \d+ min ago$/)
      .waitFor();
    const readings = statusPart(page, 'Weather').getByRole('listitem');
    expect(await readings.nth(1).innerText()).toMatch(/Saint Paul[\s\S]*Observed .* \(3 h ago\)/);
    expect(await readings.nth(0).innerText()).not.toContain('Observed');
    await saveScreenshot(page, 'api-contract-live-status-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test.each([
    ['{ "alerts": [...] }', { alerts: TWO_ALERTS.data }],
    ['[]', []],
    ['{}', {}],
  ])(
    'a transit answer %s shows the failure message, never "All services operating normally"',
    async (_name, body) => {
      const { page, context } = await openPage({ viewport: DESKTOP });
      await page.route('**/api/transit/metro-live', (route) => route.fulfill(json(body)));
      await page.goto(siteUrl('/'));
      const transit = statusPart(page, 'Transit');
      await transit.getByText('Transit alerts temporarily unavailable').waitFor();
      expect(await transit.getByText(/All services operating normally/).count()).toBe(0);
      await context.close();
    },
  );
});

test("the phone's Weather tab lists the server's stations; one over 2 hours old says when", async () => {
  const { page, context, errors } = await openPage({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  await page.route('**/api/weather/nws-live', (route) => route.fulfill(json(WITH_AN_OLD_READING)));
  await page.goto(siteUrl('/'));
  await page.getByRole('tab', { name: 'Weather' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Weather' });
  // The forecast's lists come first in the tab: the stations are their own list.
  const stations = panel.getByRole('list', { name: 'Weather stations' }).getByRole('listitem');
  await expect.poll(() => stations.count()).toBe(2);
  expect(await stations.nth(0).innerText()).toMatch(
    /Minneapolis[\s\S]*Hennepin County[\s\S]*18°F[\s\S]*Light Snow[\s\S]*14 mph[\s\S]*72%/,
  );
  expect(await stations.nth(1).innerText()).toMatch(
    /Saint Paul[\s\S]*Ramsey County[\s\S]*16°F[\s\S]*Observed \d{1,2}:\d{2} [AP]M \(3 h ago\)/,
  );
  expect(await stations.nth(0).innerText()).not.toContain('Observed');
  expect(await panel.getByText(/^National Weather Service · read just now$/).count()).toBe(1);
  await saveScreenshot(page, 'api-contract-phone-weather');
  expect(errors).toEqual([]);
  await context.close();
});

test('/domain/edina.news counts its local cameras, stations and stories from the nested coordinates', async () => {
  const edina = demoDomain('edina.news');
  const counts = localCounts(
    edina,
    {
      cameras: parseCameras(demoCameras()),
      stations: NWS_STATIONS.map((s) => ({ position: { lat: s.lat, lng: s.lng } })),
      news: parseNews(demoNews()),
    },
    NO_NEWS_FILTER,
  );
  expect(counts.cameras).toBeGreaterThan(0);
  expect(counts.stations).toBeGreaterThan(0);
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.goto(siteUrl('/domain/edina.news'));
  const live = page.getByRole('main').getByRole('region', { name: 'Live Data Active' });
  await expect
    .poll(() => live.innerText())
    .toMatch(
      new RegExp(
        `${counts.cameras} traffic cameras\\s+${counts.stations} weather stations\\s+${counts.stories} stories nearby\\s*$`,
      ),
    );
  await context.close();
});

test('a city host lists its nearby sites (other counties within 0.5°)', async () => {
  const nearby = expectedBarLinks(demoDomain('edina.news')).nearby;
  expect(nearby.length).toBeGreaterThan(0);
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.goto(siteUrl('/', 'edina.test'));
  const links = page
    .getByRole('navigation', { name: 'Network' })
    .getByRole('list', { name: 'Nearby' })
    .getByRole('link');
  await expect.poll(() => links.allInnerTexts()).toEqual(nearby.map((link) => link.city));
  await context.close();
});
