import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { demoApiResponse } from '@/mocks/responses';
import { chromium } from 'playwright-core';
import { closeBrowser, DESKTOP, PHONE, routeDemoApi, siteUrl } from './support/browser';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { launchPlainChromium } from './support/plain-chromium';
import { saveScreenshot, screenshotPath, screenshotsWanted } from './support/screenshots';
import {
  openWithWorker,
  waitForKeptFeeds,
  waitForWorkerControl,
} from './support/service-worker-page';
import { startStaticServer, type StaticServer } from './support/static-server';

afterAll(closeBrowser);

type Named = { name?: string; title?: string };
const first = (path: string, pick: (body: unknown) => Named[]) =>
  pick(demoApiResponse(path, '127.0.0.1')?.body)[0]!;
const camera = first('/api/traffic-cams', (body) => body as Named[]).name!;
const transit = first('/api/transit/metro-live', (body) => (body as { data: Named[] }).data).title!;
const news = first('/api/news', (body) => body as Named[]).title!;

const OFFLINE_TIME = /Last updated \d{1,2}:\d{2} [AP]M · offline/;

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.reload();
}

describe('offline after one online visit', () => {
  test('the metro page loads from the cache: OFFLINE, last-known cameras, stations, transit and news, each with its time; back online it is LIVE again', async () => {
    const { page, context, errors } = await openWithWorker(DESKTOP);
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
    await waitForWorkerControl(page);
    await page.getByText(transit).first().waitFor();
    await waitForKeptFeeds(page, '/api/transit/metro-live');

    await goOffline(context, page);
    const banner = page.getByRole('banner');
    await banner.getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText(camera).first().waitFor();
    await page.getByText(news).first().waitFor();
    await page.getByText(transit).first().waitFor();
    await page.getByRole('region', { name: 'Weather Stations' }).getByText('MSP Airport').waitFor();
    await expect.poll(() => page.getByText(OFFLINE_TIME).count()).toBeGreaterThanOrEqual(3);
    // Unknown is not "none": the alerts row says it could not check.
    expect(await page.getByText(/No weather alerts/).count()).toBe(0);
    await page.getByText("Couldn't check for weather alerts").first().waitFor();
    await saveScreenshot(page, 'offline-metro-desktop');

    await context.setOffline(false);
    await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(OFFLINE_TIME).count()).toBe(0);
    await page
      .getByText(/No weather alerts|Weather alert/)
      .first()
      .waitFor();
    // Service-worker logs aside, the page itself logged no error on the way.
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error)),
    ).toEqual([]);
    await context.close();
  });

  test('the phone view loads from the cache with its last update time, marked offline', async () => {
    const { page, context } = await openWithWorker(PHONE);
    await page.goto(siteUrl('/'));
    await waitForWorkerControl(page);
    await page
      .getByText(/^Updated \d/)
      .first()
      .waitFor({ timeout: 15_000 });
    await waitForKeptFeeds(page, '/api/news');

    await goOffline(context, page);
    await page
      .getByText(/Last updated \d{1,2}:\d{2} [AP]M · offline/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByText('OFFLINE', { exact: true }).first().waitFor();
    await page.getByText(/^As of \d{1,2}:\d{2} [AP]M$/).waitFor();
    // Alerts unknown offline are never "no alerts".
    await page.getByText("Couldn't check for weather alerts").first().waitFor();
    expect(await page.getByText(/No weather alerts/).count()).toBe(0);
    await saveScreenshot(page, 'offline-metro-phone');
    await context.close();
  });

  test('a city page loads from the cache with its news and the time it was read', async () => {
    const { page, context } = await openWithWorker(DESKTOP);
    await page.goto(siteUrl('/domain/edina.news'));
    await page.getByRole('heading', { level: 1, name: 'Edina Local News' }).waitFor();
    await waitForWorkerControl(page);
    await waitForKeptFeeds(page, '/api/owned-domains');
    await waitForKeptFeeds(page, '/api/news');

    await goOffline(context, page);
    await page
      .getByRole('heading', { level: 1, name: 'Edina Local News' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByText('OFFLINE', { exact: true }).waitFor();
    await expect.poll(() => page.getByText(OFFLINE_TIME).count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByText(/No weather alerts/).count()).toBe(0);
    await saveScreenshot(page, 'offline-city-desktop');
    await context.close();
  });

  test("a city host's page loads from the cache too", async () => {
    // A service worker needs a secure origin: the production city hosts are HTTPS; here the test
    // host is declared one (a browser of its own, since the flag names the port).
    const origin = siteUrl('/', 'edina.test').replace(/\/$/, '');
    const browser = await chromium.launch({
      executablePath: chromiumPath()!,
      args: [...CHROMIUM_ARGS, `--unsafely-treat-insecure-origin-as-secure=${origin}`],
    });
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    await routeDemoApi(context);
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1, name: 'Edina Local News' }).waitFor();
    await waitForWorkerControl(page);
    await waitForKeptFeeds(page, '/api/current-domain');
    await waitForKeptFeeds(page, '/api/news');

    await goOffline(context, page);
    await page
      .getByRole('heading', { level: 1, name: 'Edina Local News' })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByText(OFFLINE_TIME).count()).toBeGreaterThanOrEqual(1);
    await saveScreenshot(page, 'offline-city-host-phone');
    await browser.close();
  });
});

/** The toast in the notifications region, and its Reload button, found by role and name. */
const TOAST = `[...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')].find((toast) => toast.textContent.includes('A new version is available'))`;
const TOAST_RELOAD_BUTTON = `[...${TOAST}.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Reload')`;

describe('a new release', () => {
  let root: string;
  let server: StaticServer;
  let nextBuild: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'tcl-release-'));
    // The same code, built again as the next release (a new release id, so a new index.html and a
    // new worker): made once per run beside dist/ by tests/e2e/builds.mjs.
    nextBuild = inject('nextReleaseDir');
    cpSync(join(process.cwd(), 'dist'), join(root, 'site'), { recursive: true });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('is offered with "A new version is available", and Reload brings it', async () => {
    // The API from the server itself, no browser routes, and Chromium without DevTools on the
    // worker (support/plain-chromium.ts says why): the activation as a visitor's browser does it.
    server = await startStaticServer(join(root, 'site'), 0, (pathname, host) =>
      pathname.startsWith('/api/') ? demoApiResponse(pathname, host) : null,
    );
    const browser = await launchPlainChromium();
    try {
      const page = await browser.newPage(DESKTOP);
      await page.navigate(`http://127.0.0.1:${server.port}/`);
      await page.waitFor('navigator.serviceWorker.controller !== null', 'the worker in charge');
      const buildId = () =>
        page.evaluate<string | null>(
          `document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null`,
        );
      const firstRelease = await buildId();
      expect(firstRelease).not.toBe('next-release');

      // The CDN now serves the next release.
      rmSync(join(root, 'site'), { recursive: true, force: true });
      cpSync(nextBuild, join(root, 'site'), { recursive: true });
      await page.reload();
      await page.waitFor(`${TOAST} !== undefined`, 'the toast "A new version is available"');
      // Until the visitor chooses, the page stays on the release it has.
      expect(await buildId()).toBe(firstRelease);

      if (screenshotsWanted)
        writeFileSync(screenshotPath('new-release-toast-desktop'), await page.screenshot());
      await page.evaluate(`${TOAST_RELOAD_BUTTON}.click()`);
      await page.waitFor(
        `document.querySelector('meta[name="build-id"]')?.getAttribute('content') === 'next-release'`,
        'the next release in charge',
      );
    } finally {
      await browser.close();
    }
  });
});

test('the web app manifest is valid and installable in Chromium', async () => {
  const { page, context } = await openWithWorker(DESKTOP);
  await page.goto(siteUrl('/'));
  await waitForWorkerControl(page);
  const cdp = await context.newCDPSession(page);
  const { errors, parsed } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string; critical: number }[];
    parsed?: { name?: string; shortName?: string; display?: string; icons?: unknown[] };
  };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // An incognito-like test profile is the one reason Chromium may give; the manifest gives none.
  expect(
    installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
  ).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? ((await (await fetch(href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({
    name: 'Twin Cities Live',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f172a',
    background_color: '#0f172a',
  });
  const sizes = (manifest?.icons as { sizes: string; purpose: string }[]).map(
    (icon) => `${icon.sizes} ${icon.purpose}`,
  );
  expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(parsed?.name ?? 'Twin Cities Live').toBe('Twin Cities Live');
  expect(
    await page.evaluate(() =>
      document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
    ),
  ).toBe('/icons/apple-touch-icon-180.png');
  await context.close();
});
