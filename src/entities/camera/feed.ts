/** `GET /api/traffic-cams` (every 30 s): a list of cameras. */
import { config } from '@/config';
import { PHONE_MEDIA_QUERY, REFRESH_MS } from '@/domain/constants';
import { safeResolvedUrl } from '@/domain/safe-url';
import type { Camera, CameraStatus } from '@/domain/types';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { matchesMedia } from '@/lib/match-media';
import { expectList, parseItems, parseItemsInSlices } from '@/api/answer-shape';
import { latLng, text, type Fields } from '@/api/fields';
import { polledQuery } from '@/api/feeds/define';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';

const STATUSES: readonly CameraStatus[] = ['active', 'inactive', 'maintenance'];

function cameraStatus(value: unknown): CameraStatus {
  const word = text(value).toLowerCase();
  return (STATUSES as readonly string[]).includes(word) ? (word as CameraStatus) : 'unknown';
}

/** Where an image path of the API's own ("/cam-images/C101.jpg") is served from. */
function imageBase(): string {
  return config.apiBaseUrl || (typeof window === 'undefined' ? '' : window.location.origin);
}

export function parseCamera(fields: Fields, base = imageBase()): Camera | null {
  const id = text(fields.id);
  const name = text(fields.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    imageUrl: safeResolvedUrl(fields.imageUrl, base),
    position: latLng(fields.latitude, fields.longitude),
    highway: text(fields.highway),
    direction: text(fields.direction),
    county: text(fields.county),
    status: cameraStatus(fields.status),
  };
}

// The image base is read once per answer, not once per camera.
const parserWithBase = (base: string) => (fields: Fields) => parseCamera(fields, base);

export const parseCameras = (payload: unknown): Camera[] =>
  parseItems('traffic-cams', expectList(payload), parserWithBase(imageBase()));

/** `parseCameras` in slices (MnDOT's feed has ~1,000 cameras), pausing between them. */
export const parseCamerasInSlices = async (
  payload: unknown,
  options: { pause: () => Promise<void>; sliceSize: number },
): Promise<Camera[]> =>
  parseItemsInSlices('traffic-cams', expectList(payload), parserWithBase(imageBase()), options);

// A phone draws 8 of ~1,000 cameras, so there the first parse waits until the view around the map
// has shown (the same wait as the weather summary's first request) instead of holding that paint
// back. On larger screens the markers are the page's main content and are drawn at once (waiting
// cost ~120 ms there). Refreshes parse at once.
const paintFirstOnPhones = () =>
  matchesMedia(PHONE_MEDIA_QUERY) ? afterFirstContentfulPaint() : Promise.resolve();
// 250 cameras take ~2 ms on a desktop and ~10 ms on a mid-range phone: never a long task.
const parseBetweenFrames = (payload: unknown) =>
  parseCamerasInSlices(payload, { pause: yieldToBrowser, sliceSize: 250 });

export const camerasQuery = () =>
  polledQuery('/api/traffic-cams', REFRESH_MS.trafficCams, parseBetweenFrames, {
    beforeFirstParse: paintFirstOnPhones,
  });

export const camerasFeed = defineFeed(camerasQuery);

export const useCameras = () => useFeed(camerasFeed);
