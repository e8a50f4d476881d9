import { EARTH_RADIUS_KM, METRO_BOUNDS } from './constants';
import type { LatLng, MaybeLatLng } from './types';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine, Earth radius 6,371 km). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) * 1000;
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isValidLatLng(point: unknown): point is LatLng {
  if (typeof point !== 'object' || point === null) return false;
  const { lat, lng } = point as { lat?: unknown; lng?: unknown };
  return isFiniteNumber(lat) && isFiniteNumber(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** True when the point lies inside the metro box (edges included). */
export function isInMetroBox(point: MaybeLatLng): point is LatLng {
  if (!isValidLatLng(point)) return false;
  return (
    point.lat >= METRO_BOUNDS.minLat &&
    point.lat <= METRO_BOUNDS.maxLat &&
    point.lng >= METRO_BOUNDS.minLng &&
    point.lng <= METRO_BOUNDS.maxLng
  );
}

/** Items whose position lies inside the box, i.e. the ones the metro map may draw. */
export function drawableItems<T extends { position: MaybeLatLng }>(
  items: readonly T[],
): (T & { position: LatLng })[] {
  return items.filter((item): item is T & { position: LatLng } => isInMetroBox(item.position));
}
