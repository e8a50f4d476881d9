import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, DESKTOP, siteUrl } from './support/browser';
import { demoApiResponse } from '@/mocks/responses';
import {
  connectionOf,
  openWithWorker,
  reloadOffline,
  untilInPage,
  waitForWorkerControl,
} from './support/service-worker-page';

afterAll(closeBrowser);

type Named = { title?: string };
const transit = (demoApiResponse('/api/transit/metro-live', '127.0.0.1')?.body as { data: Named[] })
  .data[0]!.title!;

/** Private mode: IndexedDB will not even open. */
const PRIVATE_MODE = () => {
  const refuse = () => {
    throw new DOMException('The user denied permission to access the database.', 'SecurityError');
  };
  Object.defineProperty(IDBFactory.prototype, 'open', { value: refuse });
};

/** A full disk: IndexedDB opens, and every write is refused. */
const QUOTA_FULL = () => {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  Object.defineProperty(IDBObjectStore.prototype, 'put', { value: refuse });
  Object.defineProperty(IDBObjectStore.prototype, 'add', { value: refuse });
};

/** Whether a write to IndexedDB is refused on this page, as the test set up. */
const writeRefused = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        try {
          const open = indexedDB.open('probe');
          open.onupgradeneeded = () => open.result.createObjectStore('s');
          open.onerror = () => resolve(true);
          open.onsuccess = () => {
            try {
              open.result.transaction('s', 'readwrite').objectStore('s').put(1, 'k');
              resolve(false);
            } catch {
              resolve(true);
            }
          };
        } catch {
          resolve(true);
        }
      }),
  );

async function workerKeeps(page: Page, path: string) {
  await untilInPage(page, async (p) => (await caches.match(p)) !== undefined, path);
}

describe.each([
  ['private mode (IndexedDB will not open)', PRIVATE_MODE],
  ['a full disk (every write refused)', QUOTA_FULL],
])('storage that refuses: %s', (_name, refuse) => {
  test('the site works online as before, and offline says only what it knows', async () => {
    const { page, context, errors } = await openWithWorker(DESKTOP);
    await context.addInitScript(refuse);
    const connection = await connectionOf(context);
    await page.goto(siteUrl('/'));
    const banner = page.getByRole('banner');
    await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText(transit).first().waitFor();
    expect(await writeRefused(page)).toBe(true);
    await waitForWorkerControl(page);
    // The worker keeps what it answers once it is in charge.
    await page.reload();
    await page.getByText(transit).first().waitFor();
    await workerKeeps(page, '/api/transit/metro-live');
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);

    await reloadOffline(connection, page);
    await banner.getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText(transit).first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => page.getByText(/Last updated \d{1,2}:\d{2} [AP]M · offline/).count())
      .toBeGreaterThanOrEqual(1);
    expect(await page.getByText(/No weather alerts/).count()).toBe(0);
    expect(await page.getByText(/^Updated (just now|\d+ min ago)/).count()).toBe(0);

    await connection.set(true);
    // Well inside the next status poll (30 s): LIVE comes from the return.
    await banner.getByText('LIVE', { exact: true }).waitFor({ timeout: 10_000 });
    expect(
      errors.filter(
        (error) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to load resource|internetdisconnected/i.test(error),
      ),
    ).toEqual([]);
    await context.close();
  });
});
