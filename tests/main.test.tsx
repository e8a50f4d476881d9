/**
 * The entry script: which site it renders into #root, when it starts the first screen's feeds, and
 * how long it waits for the first screen's view and a stored language (each has a cap).
 */
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type * as ConfigModule from '@/config';
import { PHONE_MEDIA_QUERY } from '@/domain/constants';
import { es } from '@/i18n/catalogs/es';
import type { Messages } from '@/i18n/catalogs/en';
import { LANGUAGE_STORAGE_KEY } from '@/state/language';
import { eventually } from './eventually';

const fakes = vi.hoisted(() => {
  /** A promise the test settles itself. */
  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    const promise = new Promise<T>((settle) => (resolve = settle));
    return { promise, resolve };
  }
  return {
    deferred,
    /** What `createRoot(container).render(element)` got, with the page's language then. */
    renders: [] as { container: Element; element: ReactElement; lang: string }[],
    startFirstScreen: vi.fn(),
    keepFeeds: vi.fn(),
    /** The first contentful paint: reported at once unless a test holds it back. */
    firstPaint: vi.fn(() => Promise.resolve()),
    installRefreshPolicy: vi.fn(),
    loadMetroPageView: vi.fn(() => Promise.resolve()),
    /** The snow emergencies' say on the first render: go ahead at once unless a test holds it. */
    snowNoticeInFirstPaint: vi.fn((_client: unknown) => Promise.resolve()),
    // By default a catalog never arrives.
    loadCatalog: vi.fn((_language: string) => new Promise<Messages>(() => undefined)),
  };
});

vi.mock('react-dom/client', () => ({
  createRoot: (container: Element) => ({
    render: (element: ReactElement) =>
      void fakes.renders.push({ container, element, lang: document.documentElement.lang }),
  }),
}));
vi.mock('@/app/root', () => ({ Root: () => null }));
vi.mock('@/app/first-screen-feeds', () => ({ startFirstScreen: fakes.startFirstScreen }));
vi.mock('@/app/keep-feeds', () => ({ keepFeeds: fakes.keepFeeds }));
vi.mock('@/lib/after-first-paint', () => ({ afterFirstContentfulPaint: fakes.firstPaint }));
vi.mock('@/api/refresh-policy', () => ({ installRefreshPolicy: fakes.installRefreshPolicy }));
vi.mock('@/pages/metro-page', () => ({ loadMetroPageView: fakes.loadMetroPageView }));
vi.mock('@/entities/snow-emergency/ui/snow-emergency-slot', () => ({
  snowNoticeInFirstPaint: fakes.snowNoticeInFirstPaint,
}));
vi.mock('@/i18n/load-catalog', () => ({ loadCatalog: fakes.loadCatalog }));
vi.mock('@/config', async (importOriginal) => {
  const { config } = await importOriginal<typeof ConfigModule>();
  return { config: { ...config, hubHosts: ['twincities.example'] } };
});

const HUB = 'https://twincities.example';
const CITY = 'https://minneapolis.example';

/** The page at `href`, on a phone or a larger screen. */
function visit(href: string, { phone = false } = {}) {
  vi.stubGlobal('location', new URL(href));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_MEDIA_QUERY,
  }));
}

/** Runs the entry script afresh. */
async function boot() {
  vi.resetModules();
  await import('@/main');
}

/** The one render: where, and the `site` and `client` the root got. */
function rendered() {
  expect(fakes.renders).toHaveLength(1);
  const [{ container, element, lang }] = fakes.renders as [(typeof fakes.renders)[number]];
  const root = (element.props as { children: ReactElement }).children;
  const { site, client } = root.props as { site: string; client: QueryClient };
  return { container, site, client, lang };
}

const renderedOnce = () => eventually(() => expect(fakes.renders).toHaveLength(1));

let root: HTMLElement;
beforeEach(() => {
  fakes.renders.length = 0;
  for (const fake of [
    fakes.startFirstScreen,
    fakes.keepFeeds,
    fakes.installRefreshPolicy,
    fakes.loadMetroPageView,
    fakes.snowNoticeInFirstPaint,
    fakes.loadCatalog,
  ])
    fake.mockClear();
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  root.remove();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

test('it marks where the entry started, for the browser tests', async () => {
  performance.clearMarks('entry-start');
  visit(`${HUB}/`);
  await boot();
  expect(performance.getEntriesByName('entry-start', 'mark')).toHaveLength(1);
  await renderedOnce();
});

describe('the site it renders into #root', () => {
  test.each([
    ['the configured hub host', `${HUB}/`, 'hub'],
    ['localhost', 'http://localhost:5173/domain/news', 'hub'],
    ['any other host (a city site)', `${CITY}/`, 'city'],
  ])('%s: %s', async (_, href, site) => {
    visit(href);
    await boot();
    await renderedOnce();
    expect(rendered()).toMatchObject({ container: root, site });
  });

  test("one query client: the root's, the refresh policy's and the kept feeds'", async () => {
    visit(`${CITY}/`);
    await boot();
    await renderedOnce();
    const { client } = rendered();
    expect(client.getDefaultOptions().queries).toMatchObject({ retry: false, staleTime: Infinity });
    expect(fakes.installRefreshPolicy).toHaveBeenCalledExactlyOnceWith(client);
    await eventually(() => expect(fakes.keepFeeds).toHaveBeenCalledExactlyOnceWith(client));
  });

  test('the kept feeds are restored after the first paint, not before it', async () => {
    const paint = fakes.deferred<void>();
    fakes.firstPaint.mockReturnValueOnce(paint.promise);
    visit(`${HUB}/`);
    await boot();
    await renderedOnce();
    // The first screen rendered, its code and the kept feeds' are here: the restore still waits.
    await import('@/app/keep-feeds');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fakes.keepFeeds).not.toHaveBeenCalled();
    paint.resolve();
    await eventually(() => expect(fakes.keepFeeds).toHaveBeenCalledOnce());
  });

  test('without #root it fails with a message that says so', async () => {
    root.remove();
    const failures: unknown[] = [];
    // A listener of our own: vitest leaves the rejection to it instead of failing the run.
    const onRejection = (reason: unknown) => void failures.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      visit(`${CITY}/`);
      await boot();
      await eventually(() => expect(failures).toHaveLength(1));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(failures[0]).toEqual(new Error('index.html has no #root element'));
    expect(fakes.renders).toEqual([]);
  });
});

describe("the first screen's feeds start with the entry only on the hub's /", () => {
  test.each([
    ['a phone', 'phone', true],
    ['a larger screen', 'desktop', false],
  ])('on %s, for the %s screen', async (_, screen, phone) => {
    visit(`${HUB}/`, { phone });
    await boot();
    await renderedOnce();
    expect(fakes.startFirstScreen).toHaveBeenCalledExactlyOnceWith(rendered().client, screen);
    expect(fakes.loadMetroPageView).toHaveBeenCalledOnce();
    expect(fakes.snowNoticeInFirstPaint).toHaveBeenCalledExactlyOnceWith(rendered().client);
  });

  test.each([
    ["another page of the hub's", `${HUB}/domain/x`],
    ["a city site's home", `${CITY}/`],
  ])('not on %s', async (_, href) => {
    visit(href);
    await boot();
    await renderedOnce();
    expect(fakes.startFirstScreen).not.toHaveBeenCalled();
    expect(fakes.loadMetroPageView).not.toHaveBeenCalled();
    // Asked on every page: the frame shows it.
    expect(fakes.snowNoticeInFirstPaint).toHaveBeenCalledExactlyOnceWith(rendered().client);
  });

  test("the view's code is waited for up to 300 ms, then its fallback renders", async () => {
    vi.useFakeTimers();
    fakes.loadMetroPageView.mockReturnValueOnce(new Promise<never>(() => undefined));
    visit(`${HUB}/`);
    await boot();
    await vi.advanceTimersByTimeAsync(299);
    expect(fakes.renders).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rendered().site).toBe('hub');
  });

  test.each([
    // A city page's loading screen waits too.
    ['on a city page', `${CITY}/`, 'city'],
    // Past the view's 300 ms: the feed bounds that wait.
    ["on the hub's `/`, past the view's 300 ms", `${HUB}/`, 'hub'],
  ] as const)("a snow emergency's notice is waited for %s", async (_, url, site) => {
    vi.useFakeTimers();
    const notice = fakes.deferred<void>();
    fakes.snowNoticeInFirstPaint.mockReturnValueOnce(notice.promise);
    visit(url, { phone: site === 'hub' });
    await boot();
    await vi.advanceTimersByTimeAsync(900);
    expect(fakes.renders).toEqual([]);
    notice.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(rendered().site).toBe(site);
  });
});

describe('a stored language other than English', () => {
  beforeEach(() => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
  });

  test('its words are waited for: the first render speaks it', async () => {
    vi.useFakeTimers();
    const catalog = fakes.deferred<Messages>();
    fakes.loadCatalog.mockReturnValueOnce(catalog.promise);
    visit(`${CITY}/`);
    await boot();
    expect(fakes.loadCatalog).toHaveBeenCalledExactlyOnceWith('es');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fakes.renders).toEqual([]);
    catalog.resolve(es);
    // No time passes: the call yields to the event loop first, so the promises waiting on the
    // catalog run to the render.
    await vi.advanceTimersByTimeAsync(0);
    expect(rendered().lang).toBe('es');
    // Only for this visit: the choice was already stored.
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  test('words that never arrive: after 1.5 s the page renders in English', async () => {
    vi.useFakeTimers();
    visit(`${CITY}/`);
    await boot();
    expect(fakes.loadCatalog).toHaveBeenCalledExactlyOnceWith('es');
    await vi.advanceTimersByTimeAsync(1_499);
    expect(fakes.renders).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(rendered()).toMatchObject({ site: 'city', lang: 'en' });
  });
});

test("English (jsdom's preferred language) renders without loading a catalog", async () => {
  visit(`${CITY}/`);
  await boot();
  await renderedOnce();
  expect(fakes.loadCatalog).not.toHaveBeenCalled();
  expect(rendered().lang).toBe('en');
});
