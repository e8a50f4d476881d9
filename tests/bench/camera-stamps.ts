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

/** Page script: keeps every long task (over 50 ms) in `window.__longTasks`, with its start (ms). */
export const KEEP_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})()`;

/**
 * The long tasks in the `windowMs` after the first contentful paint (issue 44: none over 50 ms in
 * 5 s, on a desktop without throttling), once that window has passed.
 */
export async function longTasksAfterPaint(page: Page, windowMs = 5_000): Promise<number[]> {
  await page.waitForFunction(
    (ms) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return fcp !== undefined && performance.now() > fcp + ms;
    },
    windowMs,
    { timeout: 60_000, polling: 250 },
  );
  return page.evaluate((ms) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] })
      .__longTasks;
    return tasks
      .filter((task) => task.start >= fcp && task.start < fcp + ms)
      .map((task) => Math.round(task.duration));
  }, windowMs);
}
