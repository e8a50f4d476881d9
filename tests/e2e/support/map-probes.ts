import type { Page } from 'playwright-core';
import { nextTask } from './browser';

/**
 * In-page probes for the map, shared by the quiet-refresh test and the benchmark. They read the DOM
 * only: a camera is drawn as a button inside #map named "Traffic Camera: …", or counted in a
 * cluster's name ("14 points: 12 traffic cameras, …").
 */
export const DRAWN_CAMERAS = `Array.from(document.querySelectorAll('#map button')).reduce((n, b) => {
  const label = b.getAttribute('aria-label') || '';
  if (label.startsWith('Traffic Camera:')) return n + 1;
  const cluster = b.hasAttribute('data-cluster-count') && /(\\d+) traffic cameras?\\b/.exec(label);
  return n + (cluster ? Number(cluster[1]) : 0);
}, 0)`;

/** The map's buttons: single markers and clusters, each one DOM node. */
export const MAP_BUTTONS = `document.querySelectorAll('#map button').length`;

export function drawnCameraCount(page: Page): Promise<number> {
  return page.evaluate(DRAWN_CAMERAS) as Promise<number>;
}

/**
 * Waits until the page's first requests have all been answered and drawn: the camera markers can
 * be on the map before the five NWS stations' first readings, which then redraw the station markers
 * (a first load, not a refresh).
 */
export async function waitForFirstLoads(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The readings' redraw: a task for React to take the last answers in, then one after its render.
  for (let task = 0; task < 2; task += 1) await nextTask(page);
}

/**
 * Snapshots React's props object on every marker button. React replaces that object only when the
 * element re-renders, so an unchanged snapshot proves a marker was not re-rendered.
 */
export async function snapshotMarkerProps(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const markers = Array.from(document.querySelectorAll('#map button'));
    window.__markerProps = new Map(markers.map((node) => {
      const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
      return [node, key ? node[key] : null];
    }));
    window.__mapMutations = 0;
    window.__mapObserver?.disconnect();
    window.__mapObserver = new MutationObserver((records) => { window.__mapMutations += records.length; });
    window.__mapObserver.observe(document.getElementById('map'), { subtree: true, childList: true, attributes: true, characterData: true });
    window.__mapNodeCount = document.getElementById('map').querySelectorAll('*').length;
  })()`);
}

export interface RefreshReport {
  markers: number;
  rerendered: number;
  replaced: number;
  mutations: number;
  nodeDelta: number;
}

export function compareMarkerProps(page: Page): Promise<RefreshReport> {
  return page.evaluate(`(() => {
    const before = window.__markerProps;
    const markers = Array.from(document.querySelectorAll('#map button'));
    let rerendered = 0;
    for (const node of markers) {
      const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
      if (!before.has(node)) continue;
      if (before.get(node) !== (key ? node[key] : null)) rerendered += 1;
    }
    const replaced = [...before.keys()].filter((node) => !node.isConnected).length;
    return {
      markers: markers.length,
      rerendered,
      replaced,
      mutations: window.__mapMutations,
      nodeDelta: document.getElementById('map').querySelectorAll('*').length - window.__mapNodeCount,
    };
  })()`) as Promise<RefreshReport>;
}

/**
 * Waits until the map draws at least `count` cameras, single or clustered (a function predicate:
 * the CSP forbids eval).
 */
export function waitForCameraMarkers(page: Page, count: number, timeout = 60_000) {
  return page.waitForFunction(
    (wanted) =>
      Array.from(document.querySelectorAll('#map button')).reduce((n, button) => {
        const label = button.getAttribute('aria-label') || '';
        if (label.startsWith('Traffic Camera:')) return n + 1;
        const cluster =
          button.hasAttribute('data-cluster-count') && /(\d+) traffic cameras?\b/.exec(label);
        return n + (cluster ? Number(cluster[1]) : 0);
      }, 0) >= wanted,
    count,
    { timeout },
  );
}
