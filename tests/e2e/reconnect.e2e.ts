import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, siteUrl } from './support/browser';
import {
  connectionOf,
  type FeedRequestLog,
  logFeedRequests,
  openWithWorker,
  reloadOffline,
  waitForKeptFeeds,
  waitForWorkerControl,
} from './support/service-worker-page';

afterAll(closeBrowser);

/** The feeds the metro page's parts show: each is asked again once when the connection returns. */
const METRO_FEEDS = [
  '/api/system-status',
  '/api/weather/nws-live',
  '/api/transit/metro-live',
  '/api/traffic-cams',
  '/api/news',
  '/api/cities',
  '/api/owned-domains',
];

/** Words of the offline time that must not outlive it. */
const OFFLINE_FAILURES = [
  'The city list could not be loaded; showing all cities.',
  'Local news sites are temporarily unavailable.',
  'Local communities are temporarily unavailable.',
  'Unable to check system status',
];

async function openMetroOnline(page: Page) {
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }).waitFor();
  await waitForWorkerControl(page);
  await waitForKeptFeeds(page, '/api/owned-domains');
  await waitForKeptFeeds(page, '/api/cities');
}

/**
 * Starts timing, in the page, from the browser's `online` event until the banner reads LIVE; the
 * returned function reads the time in ms. Timed in the page, not through Playwright: on a busy
 * machine its round trips (setting the connection, polling for the text) are not the visitor's wait.
 */
async function timeOnlineToLive(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const timing = window as unknown as { liveAfterOnline?: Promise<number> };
    timing.liveAfterOnline = new Promise((resolve) => {
      window.addEventListener(
        'online',
        () => {
          const from = performance.now();
          // The banner: the header that no sectioning element holds.
          const banner = [...document.querySelectorAll('header')].find(
            (header) => !header.parentElement?.closest('article, aside, main, nav, section'),
          );
          const readsLive = () => {
            if (!banner) return false;
            const texts = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
            for (let text = texts.nextNode(); text; text = texts.nextNode())
              if (text.textContent?.trim() === 'LIVE') return true;
            return false;
          };
          if (readsLive()) return resolve(performance.now() - from);
          const observer = new MutationObserver(() => {
            if (!readsLive()) return;
            observer.disconnect();
            resolve(performance.now() - from);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        },
        { once: true },
      );
    });
  });
  // Infinity when the page never read LIVE: the caller's check then fails with a number.
  return () =>
    page.evaluate(() =>
      Promise.race([
        (window as unknown as { liveAfterOnline: Promise<number> }).liveAfterOnline,
        new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 15_000)),
      ]),
    );
}

async function failureWordsShown(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const words of OFFLINE_FAILURES)
    if ((await page.getByText(words, { exact: true }).count()) > 0) shown.push(words);
  return shown;
}

/**
 * One answer from the network per feed after the return, no more. A request made while the network
 * still fails gets the worker's copy (not counted as an answer) and the site asks it again once, a
 * second later; a network answer counts once its body has ended, after its headers. So the count
 * is read once the network's answer is in (a CI run under load read it before: 0 for the status).
 */
async function expectAskedOnce(log: FeedRequestLog, feed: string) {
  await expect
    .poll(() => log.answered(feed), { message: feed, timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(log.answered(feed), feed).toBe(1);
  expect(log.count(feed), feed).toBeLessThanOrEqual(2);
}

describe('back online means back live', () => {
  test('a page that started offline is LIVE within 2 s of the connection returning, asks each feed again once and drops the offline failures', async () => {
    const { page, context } = await openWithWorker(DESKTOP);
    const connection = await connectionOf(context);
    await openMetroOnline(page);

    await reloadOffline(connection, page);
    const banner = page.getByRole('banner');
    await banner.getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
    await page
      .getByText('The city list could not be loaded; showing all cities.')
      .waitFor({ state: 'attached', timeout: 15_000 });

    const log = logFeedRequests(page);
    const answered = METRO_FEEDS.map((feed) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === feed, {
        timeout: 15_000,
      }),
    );
    const liveAfterOnline = await timeOnlineToLive(page);
    await connection.set(true);
    // The next system-status poll is 30 s away: LIVE now comes from the return itself.
    await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
    const liveAfterMs = await liveAfterOnline();
    expect(liveAfterMs).toBeLessThanOrEqual(2_000);
    await Promise.all(answered);
    await expect.poll(() => failureWordsShown(page)).toEqual([]);
    for (const feed of METRO_FEEDS) await expectAskedOnce(log, feed);
    log.stop();
    console.info(`LIVE ${Math.round(liveAfterMs)} ms after the browser saw the connection return`);
    await context.close();
  });

  test('a page that went offline while open is LIVE again within 2 s, each feed asked once', async () => {
    const { page, context } = await openWithWorker(DESKTOP);
    const connection = await connectionOf(context);
    await openMetroOnline(page);
    const banner = page.getByRole('banner');
    await banner.getByText('LIVE', { exact: true }).waitFor();

    await connection.set(false);
    await banner.getByText('OFFLINE', { exact: true }).waitFor();
    const log = logFeedRequests(page);
    const answered = ['/api/system-status', '/api/news', '/api/traffic-cams'].map((feed) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === feed, {
        timeout: 15_000,
      }),
    );
    const liveAfterOnline = await timeOnlineToLive(page);
    await connection.set(true);
    await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await liveAfterOnline()).toBeLessThanOrEqual(2_000);
    await Promise.all(answered);
    expect(await failureWordsShown(page)).toEqual([]);
    for (const feed of ['/api/system-status', '/api/news', '/api/traffic-cams'])
      await expectAskedOnce(log, feed);
    log.stop();
    await context.close();
  });
});
