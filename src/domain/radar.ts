/**
 * The NEXRAD radar mosaic from the Iowa Environmental Mesonet (IEM) over the metro box: the image
 * URLs (WMS GetMap in EPSG:4326, so the picture lies exactly on the projection's box), the loop's
 * frame times and when a radar time is out of date. Pure rules; no fetch, no DOM.
 */
import { METRO_BOUNDS } from './constants';

const MINUTE_MS = 60_000;
/** IEM makes a mosaic every 5 minutes; loop frames are on that step. */
export const RADAR_STEP_MS = 5 * MINUTE_MS;
/** How often the current radar may be requested (ms). */
export const RADAR_REFRESH_MS = 5 * MINUTE_MS;
/** A radar time older than this (ms) is out of date. */
export const RADAR_OUT_OF_DATE_MS = 20 * MINUTE_MS;
/** The loop: the last hour in 12 frames. */
export const RADAR_LOOP_FRAMES = 12;
/** How long each loop frame shows (ms); the newest holds longer so the loop reads as one hour. */
export const RADAR_FRAME_MS = 600;
export const RADAR_LAST_FRAME_MS = 1_800;

const CURRENT_PATH = '/cgi-bin/wms/nexrad/n0q.cgi';
const PAST_PATH = '/cgi-bin/wms/nexrad/n0q-t.cgi';

/** The metro box, west,south,east,north: the map's projection box. */
export const RADAR_BBOX = [
  METRO_BOUNDS.minLng,
  METRO_BOUNDS.minLat,
  METRO_BOUNDS.maxLng,
  METRO_BOUNDS.maxLat,
].join(',');

/** 800 × 400 px for 1.0° × 0.5°: the mosaic's native 0.005° upscaled 4×, sharp enough zoomed in. */
const SIZE = { width: 800, height: 400 } as const;

function getMapUrl(base: string, path: string, layer: string, extra: Record<string, string>) {
  const params = new URLSearchParams({
    SERVICE: 'WMS',
    VERSION: '1.1.1',
    REQUEST: 'GetMap',
    LAYERS: layer,
    STYLES: '',
    SRS: 'EPSG:4326',
    BBOX: RADAR_BBOX,
    WIDTH: String(SIZE.width),
    HEIGHT: String(SIZE.height),
    FORMAT: 'image/png',
    TRANSPARENT: 'TRUE',
    ...extra,
  });
  return `${base}${path}?${params.toString()}`;
}

/**
 * The current mosaic. `validIso` (its time, from n0q_0.json) is part of the URL, so the image is
 * requested again only when a new mosaic exists, and a cached copy is never shown as a newer one.
 */
export function currentRadarUrl(base: string, validIso: string): string {
  return getMapUrl(base, CURRENT_PATH, 'nexrad-n0q', { valid: validIso });
}

/** A fixed past mosaic: `TIME` on the 5-minute step, e.g. "2026-11-25T19:10:00Z". */
export function radarFrameUrl(base: string, frameIso: string): string {
  return getMapUrl(base, PAST_PATH, 'nexrad-n0q-wmst', { TIME: frameIso });
}

/** "2026-11-25T19:10:00Z": whole minutes in UTC, as n0q-t.cgi's TIME wants. */
export function radarTimeParam(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16)}:00Z`;
}

/** The time rounded down to the 5-minute step (ms). */
export function floorToRadarStep(ms: number): number {
  return Math.floor(ms / RADAR_STEP_MS) * RADAR_STEP_MS;
}

/**
 * The loop's frame times, oldest first: the hour ending at the current mosaic, on 5-minute steps
 * (UTC, so a frame may fall on another day or year than the visitor's clock). Empty for a time
 * that does not parse.
 */
export function radarLoopTimes(validIso: string, count = RADAR_LOOP_FRAMES): string[] {
  const valid = Date.parse(validIso);
  if (Number.isNaN(valid)) return [];
  const last = floorToRadarStep(valid);
  return Array.from({ length: count }, (_, index) =>
    radarTimeParam(last - (count - 1 - index) * RADAR_STEP_MS),
  );
}

/** The current mosaic is older than 20 minutes (or its time is unknown). */
export function isRadarOutOfDate(validIso: string, nowMs: number): boolean {
  const valid = Date.parse(validIso);
  return Number.isNaN(valid) || nowMs - valid > RADAR_OUT_OF_DATE_MS;
}

/** How long the loop shows frame `index` of `count` (ms). */
export function radarFrameDuration(index: number, count: number): number {
  return index === count - 1 ? RADAR_LAST_FRAME_MS : RADAR_FRAME_MS;
}
