import type { GeoPoint } from '@/components/map/geography/geo-point';

/** True when `point` lies inside the closed ring (ray casting; [lat, lng] as plane coordinates). */
export function insideRing([lat, lng]: GeoPoint, ring: readonly GeoPoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI)
      inside = !inside;
  }
  return inside;
}
