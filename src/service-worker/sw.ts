/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa in `injectManifest` mode): the app shell from the
 * precache, feeds network-first with a kept copy, camera stills and radar frames from a small cache.
 * It never activates by itself: the page offers "Reload" when a new release is waiting.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import {
  COPY_STORED_AT_HEADER,
  KEPT_FEEDS_MAX_AGE_MS,
  isWebPageAnswer,
  NETWORK_TIMEOUT_SECONDS,
  stillCacheKey,
} from '@/domain/offline';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes charge of the page that installed it, so that visit's feeds and stills
// are kept too. A later release waits for "Reload" (its activation needs SKIP_WAITING).
clientsClaim();

// Every page of the app (`/`, `/domain/…`, a city host's paths) is the precached index.html of this
// release: it changes only with the release, and the page offers the next one.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

/** Stamps each copy it keeps with the time it was stored, so the page can say how old it is. */
const stampStoredCopies: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(COPY_STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/**
 * A captive portal answers every call with its sign-in page (status 200): for a feed that is no
 * answer at all, so the page gets the kept copy (as offline), and the page is never kept as a copy.
 */
const refuseWebPages: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (isWebPageAnswer(response.headers.get('content-type'))) {
      throw new Error('A web page (a sign-in page?) answered a data call');
    }
    return response;
  },
};

/** Whether a URL is under a configured base (an absolute URL, or a path on this origin). */
function under(base: string): (url: URL) => boolean {
  const prefix = new URL(base || '/', self.location.origin).href.replace(/\/+$/, '');
  return (url) => url.href === prefix || url.href.startsWith(`${prefix}/`);
}
const isApi = under(`${__OFFLINE_BASES__.api.replace(/\/+$/, '')}/api`);
const isNws = under(__OFFLINE_BASES__.nws);
const isRadar = under(__OFFLINE_BASES__.radar);
const DAY_SECONDS = KEPT_FEEDS_MAX_AGE_MS / 1000;

// The API's feeds and the weather service: fresh when the network answers within 4 s, else the
// copy kept from the last answer (the page shows it as a copy, with its time).
registerRoute(
  ({ url }) => isApi(url) || isNws(url) || (isRadar(url) && url.pathname.endsWith('.json')),
  new NetworkFirst({
    cacheName: 'feeds',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      refuseWebPages,
      new CacheableResponsePlugin({ statuses: [200] }),
      stampStoredCopies,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Radar frames are named by their time, so a kept frame never changes.
registerRoute(
  ({ url, request }) => isRadar(url) && request.destination === 'image',
  new CacheFirst({
    cacheName: 'radar-frames',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 24, maxAgeSeconds: 6 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Camera stills: every refresh has a new `_ts` stamp, so they are kept by camera (without it).
// Network first, not cache first: a kept still would otherwise stand in for the live one. Opaque
// (status 0) answers from the cameras' hosts are kept too; each counts large against the quota,
// so few are kept.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' && url.origin !== self.location.origin && !isRadar(url),
  new NetworkFirst({
    cacheName: 'camera-stills',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => stillCacheKey(request.url) },
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// "Reload" in the page's toast. Not inside event.waitUntil: Chromium settles skipWaiting() only once
// this worker is active, and activation waits for this message event to finish.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
