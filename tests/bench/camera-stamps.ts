import type { Page } from 'playwright-core';
import { DRAWN_CAMERAS } from '../e2e/support/map-probes';

/**
 * Page script (for `addInitScript`): stamps `window.__allCameras` with the frame in which all 1,000
 * bench cameras are first on the map, as markers or inside clusters.
 */
export const STAMP_ALL_CAMERAS = `(() => {
  const tick = () => {
    const map = document.getElementById('map');
    if (map && ${DRAWN_CAMERAS} >= 1000) { window.__allCameras = performance.now(); return; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * Page script: stamps `window.__painted` when the page learns of its first contentful paint, as the
 * app's own `afterFirstContentfulPaint` does.
 */
export const STAMP_FIRST_PAINT = `(() => {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    window.__painted = performance.now();
    observer.disconnect();
  }).observe({ type: 'paint', buffered: true });
})()`;

/** Waits for `STAMP_ALL_CAMERAS`'s stamp. */
export async function allCamerasDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((window as unknown as { __allCameras?: number }).__allCameras ?? 0) > 0,
    undefined,
    { timeout: 60_000 },
  );
}
