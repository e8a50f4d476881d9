import { LOCAL_RADIUS_KM } from './constants';
import { distanceKm, isValidLatLng } from './geo';
import type { LatLng, MaybeLatLng } from './types';

interface Locatable {
  position: MaybeLatLng;
  county?: string;
}

export interface LocalArea {
  center: MaybeLatLng;
  county: string;
}

/**
 * Local means within 25 km of the area's centre or, for an item without coordinates, in the same
 * county. An area without a centre keeps only same-county items.
 */
export function isLocal(item: Locatable, area: LocalArea, radiusKm = LOCAL_RADIUS_KM): boolean {
  if (isValidLatLng(item.position)) {
    return isValidLatLng(area.center) && distanceKm(item.position, area.center) <= radiusKm;
  }
  return Boolean(item.county) && item.county === area.county;
}

export function filterLocal<T extends Locatable>(items: readonly T[], area: LocalArea): T[] {
  return items.filter((item) => isLocal(item, area));
}

/** Items within the radius of a point (items without coordinates are left out). */
export function withinRadius<T extends { position: MaybeLatLng }>(
  items: readonly T[],
  center: LatLng,
  radiusKm = LOCAL_RADIUS_KM,
): T[] {
  return items.filter(
    (item) => isValidLatLng(item.position) && distanceKm(item.position, center) <= radiusKm,
  );
}
