import { MAP_INNER_FRACTION, MAP_MARGIN_FRACTION, METRO_BOUNDS } from './constants';
import type { LatLng } from './types';

/** A point on the map surface as fractions (0–1) of its width and height. */
export interface MapPoint {
  x: number;
  y: number;
}

const LNG_SPAN = METRO_BOUNDS.maxLng - METRO_BOUNDS.minLng;
const LAT_SPAN = METRO_BOUNDS.maxLat - METRO_BOUNDS.minLat;

/** Projects lat/lng into the inner 85 % of the surface (7.5 % margin); north is up. */
export function project({ lat, lng }: LatLng): MapPoint {
  return {
    x: MAP_MARGIN_FRACTION + (MAP_INNER_FRACTION * (lng - METRO_BOUNDS.minLng)) / LNG_SPAN,
    y: MAP_MARGIN_FRACTION + (MAP_INNER_FRACTION * (METRO_BOUNDS.maxLat - lat)) / LAT_SPAN,
  };
}

/** The inverse of `project`. */
export function unproject({ x, y }: MapPoint): LatLng {
  return {
    lng: METRO_BOUNDS.minLng + ((x - MAP_MARGIN_FRACTION) / MAP_INNER_FRACTION) * LNG_SPAN,
    lat: METRO_BOUNDS.maxLat - ((y - MAP_MARGIN_FRACTION) / MAP_INNER_FRACTION) * LAT_SPAN,
  };
}

/** Percent strings for CSS `left`/`top`. */
export function toPercent(point: MapPoint): { left: string; top: string } {
  return { left: `${(point.x * 100).toFixed(3)}%`, top: `${(point.y * 100).toFixed(3)}%` };
}
