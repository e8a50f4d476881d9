/**
 * Registers the service worker (src/service-worker/sw.ts). Loaded after the first paint: nothing on
 * the first screen waits for it.
 */
import { registerSW } from 'virtual:pwa-register';

/** How often an open page asks whether a new release is out (ms). */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Lets the waiting release take over; the page reloads once it is in charge (`onNeedReload`). The
 * registration is read at the moment of the click: when another tab has already switched, nothing
 * is waiting any more and a plain reload brings the new release.
 */
async function switchToWaitingRelease(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
  else window.location.reload();
}

/**
 * `onNewRelease` is called when a new release is installed and waiting; the function it gets
 * switches to it. A browser that refuses workers (private mode, blocked storage) keeps the site
 * working exactly as without one.
 */
export function registerServiceWorker(onNewRelease: (reload: () => void) => void): void {
  let offered = false;
  registerSW({
    // Workbox may report the same waiting release twice (found waiting, then installed): one offer.
    onNeedRefresh: () => {
      if (offered) return;
      offered = true;
      onNewRelease(() => void switchToWaitingRelease());
    },
    onNeedReload: () => window.location.reload(),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_EVERY_MS);
      window.addEventListener('online', check);
    },
    onRegisterError: () => undefined,
  });
}
