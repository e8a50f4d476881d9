/**
 * What a map draws, as a visitor can tell: single markers by their names, clusters by theirs
 * ("14 points: 12 traffic cameras, 2 news stories near …"). Shared by the browser tests and the benchmark.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CITY_LABELS } from '@/components/map/place-labels';
import { vehicleAnswer } from '@/mocks/fixtures/nextrip';
import { animationsEnded, routeNexTripVehicles } from './browser';

export type DrawnCounts = { cameras: number; weather: number; news: number; stations: number };

/**
 * The items drawn in a map region, single or inside clusters. A function run in the page (the
 * CSP forbids eval): it reads the buttons' accessible names.
 */
export function countDrawn(region: Locator): Promise<DrawnCounts> {
  return region.evaluate((element) => {
    const counts = { cameras: 0, weather: 0, news: 0, stations: 0 };
    const add = (label: string, key: keyof typeof counts, one: string, many: string) => {
      const match = new RegExp(`(\\d+) (?:${one}|${many})\\b`).exec(label);
      if (match) counts[key] += Number(match[1]);
    };
    for (const button of element.querySelectorAll('button[aria-label]')) {
      const label = button.getAttribute('aria-label') ?? '';
      if (label.startsWith('Traffic Camera: ')) counts.cameras += 1;
      else if (label.startsWith('Weather Station: ')) counts.weather += 1;
      else if (label.startsWith('News Story: ')) counts.news += 1;
      else if (label.startsWith('Transit Station: ')) counts.stations += 1;
      else if (button.hasAttribute('data-cluster-count')) {
        add(label, 'cameras', 'traffic camera', 'traffic cameras');
        add(label, 'weather', 'weather station', 'weather stations');
        add(label, 'news', 'news story', 'news stories');
        add(label, 'stations', 'transit station', 'transit stations');
      }
    }
    return counts;
  });
}

/**
 * Answers NexTrip's positions with one train on each big city's name: the Blue Line's on
 * Minneapolis, the Green Line's on Saint Paul (where the maps write them).
 */
export function routeTrainsOnCityNames(target: BrowserContext | Page): Promise<void> {
  const at = (text: string) => CITY_LABELS.find((label) => label.text === text)!.at;
  const trains: Record<string, readonly [number, number]> = {
    '901': at('Minneapolis'),
    '902': at('Saint Paul'),
  };
  return routeNexTripVehicles(target, (routeId) => {
    const place = trains[routeId];
    return place
      ? [
          vehicleAnswer({
            latitude: place[0],
            longitude: place[1],
            route_id: routeId,
            location_time: Math.floor(Date.now() / 1000),
          }),
        ]
      : [];
  });
}

/** Waits until the region draws `count` transit vehicles, single or clustered. */
export async function waitForVehicles(region: Locator, count: number, timeout = 30_000) {
  const started = Date.now();
  for (;;) {
    const drawn = await region
      .evaluate((element) => {
        let vehicles = 0;
        for (const button of element.querySelectorAll('button[aria-label]')) {
          const label = button.getAttribute('aria-label') ?? '';
          if (label.startsWith('Transit Vehicle: ')) vehicles += 1;
          else vehicles += Number(/(\d+) transit vehicles?\b/.exec(label)?.[1] ?? 0);
        }
        return vehicles;
      })
      .catch(() => 0);
    if (drawn >= count) return;
    if (Date.now() - started > timeout)
      throw new Error(`map drew ${drawn} transit vehicles, waiting for ${count}`);
    // The next look after the page has drawn another frame's worth of work.
    await region.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/**
 * The big cities' names in a map region as laid out, each with the markers its box covers on
 * screen ("Saint Paul under 15 points: …"): empty when every name can be read.
 */
export function cityLabelsUnderMarkers(
  region: Locator,
): Promise<{ names: string[]; covered: string[] }> {
  return region.evaluate((element) => {
    const labels = [...element.querySelectorAll<HTMLElement>('[data-city-label]')];
    const markers = [...element.querySelectorAll<HTMLElement>('button[aria-label]')];
    const covered: string[] = [];
    for (const label of labels) {
      const a = label.getBoundingClientRect();
      for (const marker of markers) {
        const b = marker.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          covered.push(`${label.textContent} under ${marker.getAttribute('aria-label')}`);
      }
    }
    return { names: labels.map((label) => label.textContent ?? ''), covered };
  });
}

/** Waits until the region draws (at least) these counts, single or clustered. */
export async function waitForDrawn(
  region: Locator,
  expected: Partial<DrawnCounts>,
  timeout = 60_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const drawn = await countDrawn(region).catch(() => null);
    if (
      drawn &&
      (Object.keys(expected) as (keyof DrawnCounts)[]).every(
        (key) => drawn[key] >= (expected[key] ?? 0),
      )
    )
      return;
    if (Date.now() - started > timeout)
      throw new Error(`map drew ${JSON.stringify(drawn)}, waiting for ${JSON.stringify(expected)}`);
    // The next look after the page has drawn another frame's worth of work.
    await region.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

/** The clusters' places and names now: a zoom or a redraw changes it. */
function clusterLayout(region: Locator): Promise<string> {
  return region.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('button[data-cluster-count]')]
      .map((button) => `${button.style.left},${button.style.top},${button.ariaLabel}`)
      .join('|'),
  );
}

/** Where a projected point lies (fractions of the region), by the map's own contract. */
const projected = ({ lat, lng }: { lat: number; lng: number }) => ({
  x: 0.075 + (0.85 * (lng + 93.8)) / 1.0,
  y: 0.075 + (0.85 * (45.2 - lat)) / 0.5,
});

/**
 * The marker named `name` (at `point`): when it is inside a cluster, opens the cluster nearest
 * its point with the keyboard, as a visitor would, until the map has zoomed it out on its own;
 * when a cluster lists its points instead (the same corner), chooses it in the list, which opens
 * its details: then returns 'listed'.
 */
export async function revealMarker(
  page: Page,
  region: Locator,
  name: string,
  point: { lat: number; lng: number },
): Promise<Locator | 'listed'> {
  const marker = region.getByRole('button', { name, exact: true });
  const clusters = region.locator('button[data-cluster-count]');
  // The marker layer draws once the feeds have answered and its code has arrived: wait for the
  // marker itself or a cluster that may hold it.
  await marker
    .or(clusters)
    .first()
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  const target = projected(point);
  // Clusters whose list of the spot's points did not hold the item (by position): a neighbour
  // (a train by a station, say) can stand nearer the item's point than the cluster holding it.
  const without: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    if ((await marker.count()) > 0) return marker;
    const { index, at } = await region.evaluate(
      (element, { at, without }) => {
        const clusters = [...element.querySelectorAll<HTMLElement>('button[data-cluster-count]')];
        let best = -1;
        let bestDistance = Infinity;
        clusters.forEach((cluster, i) => {
          if (without.includes(`${cluster.style.left},${cluster.style.top}`)) return;
          const x = parseFloat(cluster.style.left) / 100;
          const y = parseFloat(cluster.style.top) / 100;
          const distance = Math.hypot(x - at.x, y - at.y);
          if (distance < bestDistance) {
            best = i;
            bestDistance = distance;
          }
        });
        const chosen = clusters[best];
        return { index: best, at: chosen ? `${chosen.style.left},${chosen.style.top}` : '' };
      },
      { at: target, without },
    );
    if (index < 0) break;
    const cluster = clusters.nth(index);
    const before = await clusterLayout(region);
    // Taken before Enter: an open list dialog hides the map from the accessibility tree, where
    // the region's locator looks.
    const regionElement = await region.elementHandle();
    await cluster.focus();
    await cluster.press('Enter');
    const list = page.getByRole('dialog').filter({ hasText: 'at this spot' });
    // Either the list of the spot's points opens, or the map zooms and redraws its clusters.
    await page.waitForFunction(
      ([element, was]) =>
        document.querySelector('[role="dialog"]') !== null ||
        [...element.querySelectorAll<HTMLElement>('button[data-cluster-count]')]
          .map((button) => `${button.style.left},${button.style.top},${button.ariaLabel}`)
          .join('|') !== was,
      [regionElement, before] as const,
    );
    await regionElement?.dispose();
    await animationsEnded(page);
    if ((await list.count()) > 0) {
      const entry = list.getByRole('button', { name, exact: true });
      if ((await entry.count()) > 0) {
        await entry.click();
        return 'listed';
      }
      without.push(at);
      await list.getByRole('button', { name: 'Close' }).click();
    }
  }
  throw new Error(`no marker "${name}" on the map`);
}

/** An item's box in its map's own coordinates, with the map's size. */
export interface BoxInMap {
  x: number;
  y: number;
  width: number;
  height: number;
  mapWidth: number;
  mapHeight: number;
}

/**
 * Where an item sits inside its map, both read in one frame. Two separate `boundingBox()` calls can
 * straddle a late notice above the map (the snow emergency) that moves both, and disagree by its height.
 */
export async function boxInMap(item: Locator, map: Locator): Promise<BoxInMap> {
  const mapElement = await map.elementHandle();
  if (!mapElement) throw new Error('the map is not on the page');
  try {
    return await item.evaluate((element, mapNode) => {
      const itemBox = element.getBoundingClientRect();
      const mapBox = (mapNode as Element).getBoundingClientRect();
      return {
        x: itemBox.x - mapBox.x,
        y: itemBox.y - mapBox.y,
        width: itemBox.width,
        height: itemBox.height,
        mapWidth: mapBox.width,
        mapHeight: mapBox.height,
      };
    }, mapElement);
  } finally {
    await mapElement.dispose();
  }
}
