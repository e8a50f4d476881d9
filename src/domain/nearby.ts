import { UNIT_FACTORS } from './constants';
import { distanceKm, isValidLatLng } from './geo';
import type { LatLng, MaybeLatLng } from './types';

export interface WithDistance<T> {
  item: T;
  /** Kilometres from the reference point. */
  distanceKm: number;
}

/** The `count` items closest to `from`, nearest first; items without coordinates are skipped. */
export function nearest<T extends { position: MaybeLatLng }>(
  items: readonly T[],
  from: LatLng,
  count: number,
  maxKm = Infinity,
): WithDistance<T>[] {
  const measured: WithDistance<T>[] = [];
  for (const item of items) {
    if (!isValidLatLng(item.position)) continue;
    const km = distanceKm(from, item.position);
    if (km <= maxKm) measured.push({ item, distanceKm: km });
  }
  return measured.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, Math.max(0, count));
}

/** Miles in kilometres, for a distance the site states in miles and measures in kilometres. */
export function milesToKm(miles: number): number {
  return (miles * UNIT_FACTORS.metresPerMile) / 1000;
}
