/**
 * Registers the service worker (src/service-worker/sw.ts). Loaded after the first paint: nothing on
 * the first screen waits for it.
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks whether a new release is out (ms). */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Lets the waiting release take over; the page reloads once it is in charge (`reload`). The
 * registration is read at the moment of the click: when another tab has already switched, nothing
 * is waiting any more and a plain reload brings the new release.
 */
async function switchToWaitingRelease(reload: () => void): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) {
    reload();
    return;
  }
  // Workbox reloads for a release it saw waiting (`onNeedReload`), not for one only this module saw.
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Offers a release that Workbox does not see. Workbox offers one found waiting when it registers,
 * and one whose install starts after that. A release whose install began before (the browser checks
 * for one on every navigation, and the worker is registered after the first paint) becomes waiting
 * unseen, and the page would never offer it: it is watched here until it is installed.
 */
function offerReleaseInstalledUnseen(registration: ServiceWorkerRegistration, offer: () => void) {
  // With no worker in charge, an installing worker is the first install, not a new release.
  if (!navigator.serviceWorker?.controller) return;
  if (registration.waiting) {
    offer();
    return;
  }
  const installing = registration.installing;
  if (!installing) return;
  const onStateChange = () => {
    if (installing.state !== 'installed' && installing.state !== 'redundant') return;
    installing.removeEventListener('statechange', onStateChange);
    if (installing.state === 'installed') offer();
  };
  installing.addEventListener('statechange', onStateChange);
}

/**
 * `onNewRelease` is called when a new release is installed and waiting; the function it gets
 * switches to it. A browser that refuses workers (private mode, blocked storage) keeps the site
 * working exactly as without one.
 */
export function registerServiceWorker(onNewRelease: (reload: () => void) => void): void {
  let offered = false;
  let reloading = false;
  // Workbox and this module may both see the new release in charge: one reload.
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  // Workbox may report the same waiting release twice (found waiting, then installed), and this
  // module may find it too: one offer.
  const offer = () => {
    if (offered) return;
    offered = true;
    onNewRelease(() => void switchToWaitingRelease(reload));
  };
  registerSW({
    onNeedRefresh: offer,
    onNeedReload: reload,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      offerReleaseInstalledUnseen(registration, offer);
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_EVERY_MS);
      window.addEventListener('online', check);
    },
    onRegisterError: () => undefined,
  });
}
