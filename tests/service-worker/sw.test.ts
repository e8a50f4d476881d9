/**
 * The service worker's wiring, with recording fakes for Workbox: what it precaches, which route a
 * request takes (and with what strategy and limits), how a kept copy is stamped, and "Reload".
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { COPY_STORED_AT_HEADER, NETWORK_TIMEOUT_SECONDS } from '@/domain/offline';

const recorded = vi.hoisted(() => {
  /** A Workbox class that keeps what it was built with. */
  const fake = (kind: string) =>
    class {
      readonly kind = kind;
      constructor(readonly options: unknown) {}
    };
  return {
    fake,
    /** Every call the worker made to Workbox, in order. */
    calls: [] as string[],
    manifests: [] as unknown[],
    routes: [] as { match: unknown; handler: unknown }[],
    listeners: [] as { type: string; listener: (event: unknown) => void }[],
    skipWaiting: 0,
  };
});

vi.mock('workbox-precaching', () => ({
  precacheAndRoute: (entries: unknown) => {
    recorded.calls.push('precacheAndRoute');
    recorded.manifests.push(entries);
  },
  cleanupOutdatedCaches: () => void recorded.calls.push('cleanupOutdatedCaches'),
  createHandlerBoundToURL: (url: string) => ({ boundToUrl: url }),
}));
vi.mock('workbox-routing', () => ({
  NavigationRoute: recorded.fake('navigation-route'),
  registerRoute: (match: unknown, handler?: unknown) => {
    recorded.calls.push('registerRoute');
    recorded.routes.push({ match, handler });
  },
}));
vi.mock('workbox-strategies', () => ({
  NetworkFirst: recorded.fake('network-first'),
  CacheFirst: recorded.fake('cache-first'),
}));
vi.mock('workbox-expiration', () => ({ ExpirationPlugin: recorded.fake('expiration') }));
vi.mock('workbox-cacheable-response', () => ({
  CacheableResponsePlugin: recorded.fake('cacheable-response'),
}));
vi.mock('workbox-core', () => ({ clientsClaim: () => void recorded.calls.push('clientsClaim') }));

interface Recorded {
  kind: string;
  options: Record<string, unknown>;
}
interface Strategy extends Recorded {
  options: { cacheName: string; networkTimeoutSeconds?: number; plugins: unknown[] };
}
type Match = (options: { url: URL; request: { url: string; destination: string } }) => unknown;

const ORIGIN = 'https://twincities.example';
const MANIFEST = [
  { url: 'index.html', revision: 'r1' },
  { url: 'assets/entry-abc.js', revision: null },
];

beforeAll(async () => {
  vi.stubGlobal('__OFFLINE_BASES__', {
    api: 'https://api.example/v2/',
    nws: '/nws',
    radar: 'https://radar.example/mesonet',
  });
  vi.stubGlobal('self', {
    __WB_MANIFEST: MANIFEST,
    location: new URL(`${ORIGIN}/`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      void recorded.listeners.push({ type, listener }),
    skipWaiting: async () => void (recorded.skipWaiting += 1),
  });
  await import('@/service-worker/sw');
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The routes registered with a match function (not the navigation route), in order. */
const matchedRoutes = () =>
  recorded.routes.filter(
    (route): route is { match: Match; handler: Strategy } => typeof route.match === 'function',
  );

/** The strategy each route that takes this request would use: none, or one. */
function strategiesFor(href: string, destination = ''): Strategy[] {
  const url = new URL(href);
  return matchedRoutes()
    .filter(({ match }) => Boolean(match({ url, request: { url: href, destination } })))
    .map(({ handler }) => handler);
}

/** The one strategy for a request (it fails when none or several routes take it). */
function strategyFor(href: string, destination = ''): Strategy {
  const strategies = strategiesFor(href, destination);
  expect(strategies).toHaveLength(1);
  return strategies[0]!;
}

const plugin = (strategy: Strategy, kind: string) =>
  strategy.options.plugins.find((p) => (p as Recorded).kind === kind) as Recorded | undefined;

test('it precaches the build manifest, drops outdated caches and takes charge at once', () => {
  expect(recorded.manifests).toEqual([MANIFEST]);
  expect(recorded.calls.slice(0, 3)).toEqual([
    'precacheAndRoute',
    'cleanupOutdatedCaches',
    'clientsClaim',
  ]);
});

test('every navigation answers with the precached index.html', () => {
  const [navigation] = recorded.routes;
  expect(navigation?.match).toMatchObject({
    kind: 'navigation-route',
    options: { boundToUrl: 'index.html' },
  });
  expect(navigation?.handler).toBeUndefined();
  expect(recorded.routes).toHaveLength(4);
});

describe('feeds: network first, within the timeout, with a stamped copy', () => {
  test.each([
    ['the API under its configured base', 'https://api.example/v2/api/news'],
    ['the API base itself', 'https://api.example/v2/api'],
    ['the weather service (a path on this origin)', `${ORIGIN}/nws/alerts/active?area=MN`],
    ["the radar's JSON", 'https://radar.example/mesonet/json/radar.json'],
  ])('%s', (_, href) => {
    const feeds = strategyFor(href);
    expect(feeds.kind).toBe('network-first');
    expect(feeds.options).toMatchObject({
      cacheName: 'feeds',
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    });
    expect(plugin(feeds, 'cacheable-response')?.options).toEqual({ statuses: [200] });
    expect(plugin(feeds, 'expiration')?.options).toEqual({
      maxEntries: 60,
      maxAgeSeconds: 24 * 60 * 60,
      purgeOnQuotaError: true,
    });
  });

  test('the stamp adds when the copy was stored and keeps its status, headers and body', async () => {
    const stamp = strategyFor('https://api.example/v2/api/news').options.plugins.find(
      (p) => typeof (p as { cacheWillUpdate?: unknown }).cacheWillUpdate === 'function',
    ) as { cacheWillUpdate: (options: { response: Response }) => Promise<Response> };
    vi.spyOn(Date, 'now').mockReturnValue(1_767_225_600_000);
    const stamped = await stamp.cacheWillUpdate({
      response: new Response('{"items":[]}', {
        status: 200,
        statusText: 'OK',
        headers: { 'content-type': 'application/json' },
      }),
    });
    expect(stamped.headers.get(COPY_STORED_AT_HEADER)).toBe('1767225600000');
    expect(stamped.headers.get('content-type')).toBe('application/json');
    expect([stamped.status, stamped.statusText]).toEqual([200, 'OK']);
    expect(await stamped.text()).toBe('{"items":[]}');
  });

  test("a captive portal's sign-in page is no answer: it fails the fetch (the kept copy answers) and is never kept", async () => {
    const refuse = strategyFor('https://api.example/v2/api/news').options.plugins.find(
      (p) => typeof (p as { fetchDidSucceed?: unknown }).fetchDidSucceed === 'function',
    ) as { fetchDidSucceed: (options: { response: Response }) => Promise<Response> };
    const portal = new Response('<!doctype html><title>Sign in</title>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    await expect(refuse.fetchDidSucceed({ response: portal })).rejects.toThrow(/web page/);
    const data = new Response('[]', { headers: { 'content-type': 'application/geo+json' } });
    await expect(refuse.fetchDidSucceed({ response: data })).resolves.toBe(data);
  });
});

test('a radar frame comes from its cache first: a kept frame never changes', () => {
  const frames = strategyFor(
    'https://radar.example/mesonet/cache/tile/n0q-202601010000.png',
    'image',
  );
  expect(frames.kind).toBe('cache-first');
  expect(frames.options.cacheName).toBe('radar-frames');
  expect(plugin(frames, 'cacheable-response')?.options).toEqual({ statuses: [0, 200] });
  expect(plugin(frames, 'expiration')?.options).toEqual({
    maxEntries: 24,
    maxAgeSeconds: 6 * 60 * 60,
    purgeOnQuotaError: true,
  });
});

describe('camera stills: network first, kept by camera', () => {
  const still = 'https://cams.example/still/c42.jpg?size=large&_ts=1767225600000';

  test('a still from another host, opaque answers included, few and for a day', () => {
    const stills = strategyFor(still, 'image');
    expect(stills.kind).toBe('network-first');
    expect(stills.options).toMatchObject({
      cacheName: 'camera-stills',
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    });
    expect(plugin(stills, 'cacheable-response')?.options).toEqual({ statuses: [0, 200] });
    expect(plugin(stills, 'expiration')?.options).toEqual({
      maxEntries: 40,
      maxAgeSeconds: 24 * 60 * 60,
      purgeOnQuotaError: true,
    });
  });

  test('its cache key drops the refresh stamp', async () => {
    const keyed = strategyFor(still, 'image').options.plugins.find(
      (p) => typeof (p as { cacheKeyWillBeUsed?: unknown }).cacheKeyWillBeUsed === 'function',
    ) as { cacheKeyWillBeUsed: (options: { request: { url: string } }) => Promise<string> };
    expect(await keyed.cacheKeyWillBeUsed({ request: { url: still } })).toBe(
      'https://cams.example/still/c42.jpg?size=large',
    );
  });
});

test.each([
  ['a page asset on this origin', `${ORIGIN}/assets/entry-abc.js`, ''],
  ['an image on this origin', `${ORIGIN}/favicon.svg`, 'image'],
  ["a path beside the API's", 'https://api.example/v2/apis/news', ''],
  ['the API host outside its base', 'https://api.example/api/news', ''],
  ['a path that only starts like the weather base', `${ORIGIN}/nwsx/alerts`, ''],
  [
    'a radar page that is neither JSON nor an image',
    'https://radar.example/mesonet/index.html',
    '',
  ],
  ['data from another host', 'https://elsewhere.example/data.json', ''],
])('no route takes %s', (_, href, destination) => {
  expect(strategiesFor(href, destination)).toEqual([]);
});

test('"Reload" (SKIP_WAITING) activates the waiting worker; other messages do not', () => {
  const messages = recorded.listeners.filter(({ type }) => type === 'message');
  expect(messages).toHaveLength(1);
  const onMessage = messages[0]!.listener;
  onMessage({ data: null });
  onMessage({ data: { type: 'CLIENTS_CLAIM' } });
  onMessage({ data: 'SKIP_WAITING' });
  expect(recorded.skipWaiting).toBe(0);
  onMessage({ data: { type: 'SKIP_WAITING' } });
  expect(recorded.skipWaiting).toBe(1);
});
