/**
 * Helpers for browser tests that run through the site's own service worker (the other tests block
 * it): a page that may install it, waits for it to take charge and for the feeds it keeps, and a log
 * of the feed requests the page makes, with how many of each are in flight.
 */
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type OpenedPage } from './browser';
import { COPY_STORED_AT_HEADER } from '@/domain/offline';

/** Opens a page whose service worker may install. */
export function openWithWorker(viewport: { width: number; height: number }): Promise<OpenedPage> {
  return openPage({ viewport, serviceWorkers: 'allow' });
}

export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Polls an asynchronous check in the page until it holds. `page.waitForFunction` cannot: it takes
 * the Promise a check returns as a truthy answer and returns at once.
 */
export async function untilInPage(
  page: Page,
  check: (arg: string) => Promise<boolean>,
  arg: string,
  timeout = 30_000,
): Promise<void> {
  await expect.poll(() => page.evaluate(check, arg), { timeout, interval: 250 }).toBe(true);
}

/**
 * Waits until the feeds kept in IndexedDB (idb-keyval's default store) include `keyPart`, in a
 * write made at or after `writtenAfter` (ms since the epoch) when given.
 */
export async function waitForKeptFeeds(
  page: Page,
  keyPart: string,
  writtenAfter = 0,
): Promise<void> {
  await untilInPage(
    page,
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const { part, after } = JSON.parse(wanted) as { part: string; after: number };
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const key = 'twin-cities-live:last-known-feeds';
          const store = db.transaction('keyval').objectStore('keyval');
          const read = store.get(key);
          const check = (kept: unknown) => {
            if (typeof kept !== 'string' || !kept.includes(part)) return resolve(false);
            resolve((JSON.parse(kept) as { timestamp: number }).timestamp >= after);
          };
          read.onsuccess = () => {
            // Kept in pieces (src/app/kept-feeds-pieces.ts): the key names the current copy's.
            const entry = read.result as { copy?: unknown; pieces?: unknown } | string | undefined;
            if (typeof entry === 'string') return check(entry);
            if (typeof entry?.copy !== 'string' || typeof entry.pieces !== 'number')
              return resolve(false);
            const pieces: unknown[] = [];
            let left = entry.pieces;
            if (left === 0) return check('');
            for (let index = 0; index < entry.pieces; index += 1) {
              const piece = store.get(`${key}#${entry.copy}.${index}`);
              piece.onsuccess = () => {
                pieces[index] = piece.result;
                left -= 1;
                if (left === 0) check(pieces.join(''));
              };
              piece.onerror = () => resolve(false);
            }
          };
          read.onerror = () => resolve(false);
        };
      }),
    JSON.stringify({ part: keyPart, after: writtenAfter }),
  );
}

export interface Connection {
  set: (online: boolean) => Promise<void>;
}

/**
 * The whole connection, the worker's too: `context.setOffline` takes the page offline, but the
 * service worker's own requests still reach the routes, so its kept copies would never be used.
 * Registered after the test's other routes, so it wins while offline.
 */
export async function connectionOf(context: BrowserContext): Promise<Connection> {
  let offline = false;
  await context.route('**/*', (route) =>
    offline ? route.abort('internetdisconnected') : route.fallback(),
  );
  return {
    set: async (online) => {
      offline = !online;
      await context.setOffline(!online);
    },
  };
}

/** Offline, then the page reloaded: it comes from the worker's cache. */
export async function reloadOffline(connection: Connection, page: Page): Promise<void> {
  await connection.set(false);
  await page.reload();
}

/** A feed as the log names it: the path of an `/api/` call, or the weather service's path. */
export function feedName(url: string): string | null {
  const parsed = new URL(url);
  if (parsed.pathname.startsWith('/api/')) return parsed.pathname;
  if (parsed.host === 'api.weather.gov') return `nws${parsed.pathname}`;
  return null;
}

export interface FeedRequestLog {
  /** Every feed request the page made since the log started (or was last cleared), in order. */
  readonly started: string[];
  /** The most requests of one feed that were in flight at once. */
  readonly mostInFlight: Map<string, number>;
  count: (feed: string) => number;
  /**
   * The requests of one feed that got an answer (any HTTP status) from the network, not a network
   * failure nor the worker's kept copy.
   */
  answered: (feed: string) => number;
  clear: () => void;
  stop: () => void;
}

/** Logs the page's own feed requests (those it sends to its worker or the network). */
export function logFeedRequests(page: Page): FeedRequestLog {
  const inFlight = new Map<string, number>();
  const finished: string[] = [];
  const log = {
    started: [] as string[],
    mostInFlight: new Map<string, number>(),
    count: (feed: string) => log.started.filter((name) => name === feed).length,
    answered: (feed: string) => finished.filter((name) => name === feed).length,
    clear: () => {
      log.started.length = 0;
      finished.length = 0;
      log.mostInFlight.clear();
    },
    stop: () => {
      page.off('request', onRequest);
      page.off('response', onResponse);
      page.off('requestfinished', onFinished);
      page.off('requestfailed', onDone);
    },
  };
  const onRequest = (request: Request) => {
    const name = feedName(request.url());
    if (!name) return;
    log.started.push(name);
    const now = (inFlight.get(name) ?? 0) + 1;
    inFlight.set(name, now);
    log.mostInFlight.set(name, Math.max(now, log.mostInFlight.get(name) ?? 0));
  };
  const onDone = (request: Request) => {
    const name = feedName(request.url());
    if (name) inFlight.set(name, Math.max(0, (inFlight.get(name) ?? 1) - 1));
  };
  // A response's headers arrive before its request finishes.
  const copies = new WeakSet<Request>();
  const onResponse = (response: Response) => {
    if (response.headers()[COPY_STORED_AT_HEADER]) copies.add(response.request());
  };
  const onFinished = (request: Request) => {
    onDone(request);
    const name = feedName(request.url());
    if (name && !copies.has(request)) finished.push(name);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onDone);
  return log;
}
