/** What the phone's compact live-news view shows: which items, and in which order. */
import { CAPS, TWIN_CITIES_CENTER } from './constants';
import { newestFirst } from './freshness';
import { drawableItems } from './geo';
import { withinRadius } from './local-filter';
import { project, type MapPoint } from './projection';
import type { Camera, LatLng, NewsItem } from './types';

/**
 * Markers closer than this (map fractions: 9 % of the surface) cover each other at phone size
 * (32 px markers on a ~360 × 420 px map), so the news picks skip such spots while they can.
 */
export const MARKER_MIN_SEPARATION = 0.09;

type Drawable<T> = T & { position: LatLng };

export interface MapSelection {
  cameras: Drawable<Camera>[];
  news: Drawable<NewsItem>[];
  /** Markers drawn: cameras plus news. */
  livePoints: number;
}

export interface AreaInput {
  /** The city the visitor chose, or null for the whole metro. */
  cityName: string | null;
  /** That city's centre when known; items then come from within 25 km of it, nearest first. */
  center: LatLng | null;
}

const distance = (a: MapPoint, b: MapPoint) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Farthest-point sampling: picks up to `count` items so that each new one is as far as possible from
 * those already on the map (`taken`), which spreads markers over the surface instead of piling them
 * up on one highway. With nothing taken yet, it starts from the item nearest `anchor`. Ties go to
 * the earlier item, so the result is deterministic.
 */
export function spreadOut<T extends { position: LatLng }>(
  items: readonly T[],
  count: number,
  anchor: LatLng,
  taken: readonly MapPoint[] = [],
): T[] {
  const wanted = Number.isNaN(count) ? 0 : Math.floor(count);
  const limit = Math.min(wanted, items.length);
  if (limit <= 0) return [];
  // Plain loops over squared distances in typed arrays, with no call or allocation in the passes per
  // pick: this runs over every camera in the feed (~1,000) when it first arrives on a phone, before
  // the engine has optimised it. One pass projects the items and measures them against the markers
  // taken and the anchor; then one pass per pick updates each item's nearest marker and finds the
  // next pick together (~8 passes, where separate passes for the two took ~20).
  const n = items.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  // Squared distance from each item to the nearest marker so far; -1 once the item is chosen.
  const nearest = new Float64Array(n);
  const start = project(anchor);
  let best = -1;
  let bestDistance = -1;
  let nearestAnchor = 0;
  let anchorDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i += 1) {
    const { x, y } = project(items[i]!.position);
    xs[i] = x;
    ys[i] = y;
    let d = Number.POSITIVE_INFINITY;
    for (let t = 0; t < taken.length; t += 1) {
      const dx = x - taken[t]!.x;
      const dy = y - taken[t]!.y;
      const squared = dx * dx + dy * dy;
      if (squared < d) d = squared;
    }
    nearest[i] = d;
    if (d > bestDistance) {
      best = i;
      bestDistance = d;
    }
    const ax = x - start.x;
    const ay = y - start.y;
    const fromAnchor = ax * ax + ay * ay;
    if (fromAnchor < anchorDistance) {
      nearestAnchor = i;
      anchorDistance = fromAnchor;
    }
  }
  // With nothing taken yet, the first pick is the item nearest the anchor.
  if (taken.length === 0) best = nearestAnchor;
  const chosen: number[] = [];
  // best is -1 only when the items left are all at NaN distances (positions are checked upstream).
  while (best !== -1) {
    chosen.push(best);
    nearest[best] = -1;
    if (chosen.length === limit) break;
    const x = xs[best]!;
    const y = ys[best]!;
    best = -1;
    bestDistance = -1;
    for (let i = 0; i < n; i += 1) {
      const dx = xs[i]! - x;
      const dy = ys[i]! - y;
      const d = dx * dx + dy * dy;
      if (d < nearest[i]!) nearest[i] = d;
      if (nearest[i]! > bestDistance) {
        best = i;
        bestDistance = nearest[i]!;
      }
    }
  }
  return chosen.map((i) => items[i]).filter((item): item is T => item !== undefined);
}

/** The items the map may draw: inside the metro box and, when a city is chosen, within 25 km of it. */
function mapCandidates<T extends { position: Camera['position'] }>(
  items: readonly T[],
  center: LatLng | null,
): Drawable<T>[] {
  const drawable = drawableItems(items);
  return center ? withinRadius(drawable, center) : drawable;
}

/** Newest first, skipping stories within MARKER_MIN_SEPARATION of one already picked; then the skipped. */
function newestApart(stories: readonly Drawable<NewsItem>[], count: number): Drawable<NewsItem>[] {
  const picked: Drawable<NewsItem>[] = [];
  const skipped: Drawable<NewsItem>[] = [];
  const taken: MapPoint[] = [];
  for (const story of newestFirst(stories)) {
    if (picked.length === count) break;
    const point = project(story.position);
    if (taken.some((other) => distance(other, point) < MARKER_MIN_SEPARATION)) {
      skipped.push(story);
    } else {
      picked.push(story);
      taken.push(point);
    }
  }
  return [...picked, ...skipped.slice(0, Math.max(0, count - picked.length))];
}

/**
 * The Live Map's markers: up to 5 of the newest stories (apart from each other while enough
 * stories allow), then up to 8 cameras spread over the rest of the area, working cameras first.
 */
export function selectMapPoints(
  cameras: readonly Camera[],
  news: readonly NewsItem[],
  { center }: Pick<AreaInput, 'center'> = { center: null },
): MapSelection {
  const anchor = center ?? TWIN_CITIES_CENTER;
  const mapNews = newestApart(mapCandidates(news, center), CAPS.compactMapNews);
  const taken = mapNews.map((story) => project(story.position));

  const candidates = mapCandidates(cameras, center);
  const active = spreadOut(
    candidates.filter((camera) => camera.status === 'active'),
    CAPS.compactMapCameras,
    anchor,
    taken,
  );
  const others = spreadOut(
    candidates.filter((camera) => camera.status !== 'active'),
    CAPS.compactMapCameras - active.length,
    anchor,
    [...taken, ...active.map((camera) => project(camera.position))],
  );
  const mapCameras = [...active, ...others];
  return { cameras: mapCameras, news: mapNews, livePoints: mapCameras.length + mapNews.length };
}

/** The newest of the feeds' last successes (ms since the epoch), 0 when none succeeded yet. */
export function lastUpdated(updatedAt: readonly number[]): number {
  return updatedAt.reduce(
    (latest, value) => (Number.isFinite(value) ? Math.max(latest, value) : latest),
    0,
  );
}
