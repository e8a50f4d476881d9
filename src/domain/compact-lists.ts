/**
 * Which items the phone's Traffic and News tabs list. Apart from the Live Map's picks
 * (compact-view.ts), so the phone's first download does not carry the tabs' rules.
 */
import { CAPS, TWIN_CITIES_CENTER } from './constants';
import { spreadOut, type AreaInput } from './compact-view';
import { newestFirst } from './freshness';
import { distanceKm, drawableItems, isValidLatLng } from './geo';
import type { Camera, CameraStatus, NewsItem } from './types';

/** Ascending, with Infinity last and never NaN (Infinity − Infinity). */
const compareNumbers = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

const activeFirst = <T extends { status: CameraStatus }>(cameras: readonly T[]): T[] => [
  ...cameras.filter((camera) => camera.status === 'active'),
  ...cameras.filter((camera) => camera.status !== 'active'),
];

/**
 * The Traffic tab's six cameras. With a chosen city: working cameras nearest to it first. Otherwise
 * working cameras spread over the metro (starting downtown), then the rest in feed order.
 */
export function selectTrafficCameras(
  cameras: readonly Camera[],
  { center }: Pick<AreaInput, 'center'> = { center: null },
): Camera[] {
  const ordered = activeFirst(cameras);
  if (center) {
    const away = (camera: Camera) =>
      isValidLatLng(camera.position) ? distanceKm(camera.position, center) : Infinity;
    const inactive = (camera: Camera) => Number(camera.status !== 'active');
    // Array sort is stable: equal distances keep feed order.
    ordered.sort((a, b) => inactive(a) - inactive(b) || compareNumbers(away(a), away(b)));
    return ordered.slice(0, CAPS.compactTrafficCameras);
  }
  const spread = spreadOut(
    drawableItems(ordered).filter((camera) => camera.status === 'active'),
    CAPS.compactTrafficCameras,
    TWIN_CITIES_CENTER,
  );
  const picked = new Set<Camera>(spread);
  return [...spread, ...ordered.filter((camera) => !picked.has(camera))].slice(
    0,
    CAPS.compactTrafficCameras,
  );
}

/** The News tab: the 10 newest stories. */
export function selectNewsStories(news: readonly NewsItem[]): NewsItem[] {
  return newestFirst(news).slice(0, CAPS.compactNews);
}
