/** The visitor's cameras set against the current feed: the "My Cameras" list and "favourites first". */
import type { Camera } from '@/domain/types';

/** One of the visitor's cameras; `camera` is null when it is not in the current feed. */
export interface MyCamera {
  id: string;
  camera: Camera | null;
}

function byId(cameras: readonly Camera[]): Map<string, Camera> {
  const map = new Map<string, Camera>();
  for (const camera of cameras) if (!map.has(camera.id)) map.set(camera.id, camera);
  return map;
}

/**
 * "My Cameras" in the visitor's order. One missing from the feed stays listed (null: "Not in the
 * current feed"), so a camera that is down for a while is not silently dropped from the list.
 */
export function myCameras(ids: readonly string[], cameras: readonly Camera[]): MyCamera[] {
  const found = byId(cameras);
  return ids.map((id) => ({ id, camera: found.get(id) ?? null }));
}

/**
 * The visitor's cameras that are in the feed, in their order, then `picked` (a screen's own
 * choice, say the phone's six), without repeats, at most `cap` in all.
 */
export function favouritesFirst(
  ids: readonly string[],
  cameras: readonly Camera[],
  picked: readonly Camera[],
  cap: number,
): Camera[] {
  const found = byId(cameras);
  const result: Camera[] = [];
  const taken = new Set<string>();
  for (const camera of [...ids.map((id) => found.get(id)), ...picked]) {
    if (result.length >= cap) break;
    if (!camera || taken.has(camera.id)) continue;
    taken.add(camera.id);
    result.push(camera);
  }
  return result;
}
