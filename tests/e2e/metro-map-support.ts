/** Shared bits of the metro map browser tests: expected figures from the demo fixtures. */
import type { Page } from 'playwright-core';
import { demoCameras, demoNews } from '@/mocks/responses';
import { NWS_STATIONS } from '@/domain/constants';
import { STATIONS } from '@/entities/transit/stations';
import { revealMarker, waitForDrawn } from './support/map-items';
import { inMetroBox } from '../support/metro-box';

export interface Located {
  name: string;
  lat: number;
  lng: number;
}

/** What the contract says the metro map draws from the demo data. */
export const DRAWN = {
  cameras: demoCameras()
    .filter((camera) => inMetroBox(camera.latitude, camera.longitude))
    .map((camera) => ({ name: camera.name, lat: camera.latitude, lng: camera.longitude })),
  news: demoNews()
    .filter((item) => inMetroBox(item.latitude, item.longitude))
    .map((item) => ({
      name: item.title,
      lat: item.latitude as number,
      lng: item.longitude as number,
    })),
  weather: NWS_STATIONS.map((station) => ({
    name: station.name,
    lat: station.lat,
    lng: station.lng,
  })),
};

/** The contract's projection, as fractions of the map region's box. */
export function expectedFraction({ lat, lng }: { lat: number; lng: number }) {
  return { x: 0.075 + (0.85 * (lng + 93.8)) / 1.0, y: 0.075 + (0.85 * (45.2 - lat)) / 0.5 };
}

export const mapRegion = (page: Page) => page.getByRole('region', { name: 'Twin Cities map' });

export const layerToggle = (page: Page, name: 'Cameras' | 'Weather' | 'News' | 'Transit') =>
  page
    .getByRole('group', { name: 'Map layers' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

/** Waits until every camera and news item of the demo data is on the map (single or clustered). */
export async function waitForMarkers(page: Page) {
  await waitForDrawn(mapRegion(page), {
    cameras: DRAWN.cameras.length,
    news: DRAWN.news.length,
    weather: DRAWN.weather.length,
  });
}

/**
 * Waits until the metro map has drawn its whole first load: no feed still loading, every demo item
 * and METRO station on the map (single or clustered), the geography and the alerts' tint. Each comes
 * in a render of its own after its answer or chunk, so requests settling does not mean they are in.
 */
export async function waitForWholeFirstDraw(page: Page) {
  const region = mapRegion(page);
  await region
    .getByText(/^Loading .*…$/)
    .first()
    .waitFor({ state: 'detached', timeout: 60_000 });
  await waitForDrawn(region, {
    cameras: DRAWN.cameras.length,
    news: DRAWN.news.length,
    weather: DRAWN.weather.length,
    stations: STATIONS.filter((station) => inMetroBox(station.position.lat, station.position.lng))
      .length,
  });
  await region.getByTestId('map-geography').waitFor({ state: 'attached', timeout: 60_000 });
  await region.getByTestId('alert-tint').waitFor({ state: 'attached', timeout: 60_000 });
}

/** The marker of a demo item by its full name ("Weather Station: MSP Airport"), revealed. */
export function revealDemoMarker(page: Page, name: string) {
  const [kind, title] = [name.slice(0, name.indexOf(': ')), name.slice(name.indexOf(': ') + 2)];
  const list =
    kind === 'Traffic Camera' ? DRAWN.cameras : kind === 'News Story' ? DRAWN.news : DRAWN.weather;
  const item = list.find((entry) => entry.name === title);
  if (!item) throw new Error(`no demo item ${name}`);
  return revealMarker(page, mapRegion(page), name, item);
}

/** Marker centres minus their expected projected point (px), for markers named `prefix: …`. */
export async function markerOffsets(page: Page, prefix: string, expected: Located[]) {
  return page.evaluate(
    ({ prefix, expected }) => {
      const region = document.querySelector('section[aria-label="Twin Cities map"]')!;
      const box = region.getBoundingClientRect();
      const byName = new Map(expected.map((item) => [`${prefix}: ${item.name}`, item]));
      const result: { name: string; dx: number; dy: number }[] = [];
      for (const marker of region.querySelectorAll<HTMLElement>('button[aria-label]')) {
        const item = byName.get(marker.getAttribute('aria-label')!);
        if (!item) continue;
        const rect = marker.getBoundingClientRect();
        const x = box.left + box.width * (0.075 + (0.85 * (item.lng + 93.8)) / 1.0);
        const y = box.top + box.height * (0.075 + (0.85 * (45.2 - item.lat)) / 0.5);
        result.push({
          name: item.name,
          dx: rect.left + rect.width / 2 - x,
          dy: rect.top + rect.height / 2 - y,
        });
      }
      return result;
    },
    { prefix, expected },
  );
}

/** The page is not wider than the viewport (no horizontal scrolling). */
export const hasNoHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
