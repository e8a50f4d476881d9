import type { LatLng } from '@/domain/types';

/**
 * The seven metro counties' extent (degrees): wider than the map box (METRO_BOUNDS), which cuts off
 * their far south (Lakeville, Hastings), so real places of the demo may lie outside the box.
 */
export const SEVEN_COUNTIES = { minLat: 44.47, maxLat: 45.42, minLng: -94.02, maxLng: -92.73 };

export const inSevenCounties = ({ lat, lng }: LatLng) =>
  lat >= SEVEN_COUNTIES.minLat &&
  lat <= SEVEN_COUNTIES.maxLat &&
  lng >= SEVEN_COUNTIES.minLng &&
  lng <= SEVEN_COUNTIES.maxLng;
