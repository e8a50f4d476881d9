import { inject } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
  type Route,
} from 'playwright-core';
import {
  demoApiResponse,
  demoObservation,
  demoWeatherAlerts,
  NWS_ALERTS_PATH,
  NWS_OBSERVATION_PATH,
} from '@/mocks/responses';
import {
  demoForecast,
  demoPoints,
  demoRadarImage,
  demoRadarTime,
  NWS_FORECAST_PATH,
  NWS_POINTS_PATH,
  RADAR_IMAGE_PATH,
  RADAR_TIME_PATH_PATTERN,
} from '@/mocks/weather-forecast';
import { demoVehicles, NEXTRIP_ROUTES, stopAnswer } from '@/mocks/fixtures/nextrip';

let browser: Promise<Browser> | null = null;

/** The run's one Chromium (started by global-setup.ts), connected once per test file. */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

/** Closes this file's contexts and its connection; the browser itself stays for the next file. */
export async function closeBrowser(): Promise<void> {
  const connected = await browser;
  browser = null;
  await connected?.close();
}

/** `http://127.0.0.1:PORT/path`, or a city host such as `http://edina.test:PORT/path`. */
export function siteUrl(path = '/', host = '127.0.0.1'): string {
  return `http://${host}:${inject('serverPort')}${path}`;
}

export const DESKTOP = { width: 1280, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface OpenOptions extends BrowserContextOptions {
  /** Fails the test on any console error or uncaught exception (default true). */
  failOnConsoleError?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

function fulfilJson(route: Route, status: number, body: unknown) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  });
}

/** Answers `/api/*` and api.weather.gov from the demo fixtures. Later `page.route` calls win. */
export async function routeDemoApi(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    const answer = demoApiResponse(url.pathname, url.host);
    return answer
      ? fulfilJson(route, answer.status, answer.body)
      : fulfilJson(route, 404, { message: 'Not found' });
  });
  await context.route('https://api.weather.gov/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (NWS_ALERTS_PATH.test(pathname)) return fulfilJson(route, 200, demoWeatherAlerts());
    const point = NWS_POINTS_PATH.exec(pathname);
    if (point) return fulfilJson(route, 200, demoPoints(Number(point[1]), Number(point[2])));
    const forecast = NWS_FORECAST_PATH.exec(pathname);
    if (forecast)
      return fulfilJson(
        route,
        200,
        demoForecast(forecast[3] ? 'hourly' : 'daily', Number(forecast[1]), Date.now()),
      );
    const match = NWS_OBSERVATION_PATH.exec(pathname);
    const observation = match?.[1] ? demoObservation(match[1]) : null;
    return observation
      ? fulfilJson(route, 200, observation)
      : fulfilJson(route, 404, { title: 'Not Found' });
  });
  await routeDemoRadar(context);
  await routeDemoNexTrip(context);
  // Camera stills: a tiny grey SVG instead of the real MnDOT host (no network here).
  await context.route('https://video.dot.state.mn.us/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#64748b"/></svg>',
    }),
  );
}

/**
 * Answers Metro Transit's NexTrip from the demo: METRO routes, trains on the tracks, departures.
 * The trains stand where they were when the context opened (their times stay fresh): a train that
 * moved into a cluster between two looks would rename it under a test.
 */
export async function routeDemoNexTrip(context: BrowserContext): Promise<void> {
  const placedAt = Date.now();
  await context.route('https://svc.metrotransit.org/nextrip/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/nextrip/, '');
    if (path === '/routes') return fulfilJson(route, 200, NEXTRIP_ROUTES);
    const vehicles = /^\/vehicles\/([^/]+)$/.exec(path);
    if (vehicles)
      return fulfilJson(route, 200, demoVehicles(vehicles[1] ?? '', Date.now(), placedAt));
    return fulfilJson(route, 200, stopAnswer(Date.now()));
  });
}

/**
 * Answers NexTrip's `/vehicles/{route_id}` with `answer(routeId)` (status 200, or the status given),
 * over the demo's trains: `[]` for a map without trains, chosen places, or a failure.
 */
export async function routeNexTripVehicles(
  target: BrowserContext | Page,
  answer: (routeId: string) => unknown,
  status = 200,
): Promise<void> {
  await target.route('https://svc.metrotransit.org/nextrip/vehicles/**', (route) => {
    const routeId = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    return fulfilJson(route, status, answer(routeId));
  });
}

/** Answers IEM's radar time and images (the demo's drifting snow band). */
export async function routeDemoRadar(context: BrowserContext): Promise<void> {
  await context.route('https://mesonet.agron.iastate.edu/**', (route) => {
    const url = new URL(route.request().url());
    if (RADAR_TIME_PATH_PATTERN.test(url.pathname))
      return fulfilJson(route, 200, demoRadarTime(Date.now()));
    if (RADAR_IMAGE_PATH.test(url.pathname))
      return route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: demoRadarImage(url.searchParams.get('TIME'), Date.now()),
      });
    return fulfilJson(route, 404, { message: 'Not found' });
  });
}

/** The pages tests have open now: a failed test's are photographed (failure-screenshots.ts). */
export const openPages = new Set<Page>();

/** A fresh context and page with the demo API routed; console errors are collected. */
export async function openPage(options: OpenOptions = {}): Promise<OpenedPage> {
  const { failOnConsoleError: _ignored, ...contextOptions } = options;
  // No service worker unless a test asks for one: with it, a page's requests would be answered by
  // the worker's copies and precache rather than by the routes each test sets up.
  const context = await (
    await getBrowser()
  ).newContext({
    viewport: DESKTOP,
    serviceWorkers: 'block',
    ...contextOptions,
  });
  await routeDemoApi(context);
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  trackRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}

const requestsInFlight = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests that have not ended (openPage does it for every page). */
export function trackRequests(page: Page): void {
  const inFlight = new Set<Request>();
  requestsInFlight.set(page, inFlight);
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
}

/**
 * Resolves once every request the page has started so far has ended (its answer read, or failed),
 * and the page has had a task to take the answers in. A held request ends the wait at `ceilingMs`.
 */
export async function requestsSettled(page: Page, ceilingMs = 15_000): Promise<void> {
  // A round trip to the page: the requests it started before it are reported by now.
  await page.evaluate(() => 0);
  const inFlight = requestsInFlight.get(page);
  const deadline = Date.now() + ceilingMs;
  while (inFlight && inFlight.size > 0 && Date.now() < deadline) await requestEnded(page, deadline);
  await nextTask(page);
}

/** The next time one of the page's requests ends, or `deadline` (ms since the epoch). */
function requestEnded(page: Page, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const ended = () => {
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      clearTimeout(ceiling);
      resolve();
    };
    const ceiling = setTimeout(ended, Math.max(0, deadline - Date.now()));
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/**
 * One task of the page's event loop after everything queued so far: a message to itself, which a
 * fake clock (page.clock) does not hold back as it holds timers and animation frames.
 */
export function nextTask(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/**
 * Resolves once the page's intersection observers have been told of its last scroll or layout: a
 * new observer's first report comes in the same rendering step as theirs, queued after them.
 */
export function intersectionsDelivered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body);
      }),
  );
}

/**
 * The page at rest: its requests answered, its running animations and transitions ended, and a task
 * after that for what they set off to be drawn.
 */
export async function pageSettled(page: Page): Promise<void> {
  await requestsSettled(page);
  await animationsEnded(page);
  await nextTask(page);
}

/** Resolves when the page's running animations and transitions have ended (not endless ones). */
export function animationsEnded(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
}

/**
 * Moves an installed fake clock on by `ms` in 5 s steps, waiting after each for the requests that
 * step started to be answered. One long jump would also fire their 15 s request timeouts before any
 * answer could arrive, and those feeds would wrongly look failed.
 */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  for (let done = 0; done < ms; done += 5_000) {
    await page.clock.runFor(Math.min(5_000, ms - done));
    // A request a test holds (a slow link) is not waited for past a second.
    await requestsSettled(page, 1_000);
  }
}
