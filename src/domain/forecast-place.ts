import { TWIN_CITIES_CENTER } from './constants';
import type { LatLng, OwnedDomain } from './types';

/**
 * Where a city page's forecast is for: the domain's coordinates and its city, or (a domain without
 * them) the metro centre and no city, so it never passes for the city's own (words/forecast-place.ts
 * names it).
 */
export function cityForecastPlace(domain: Pick<OwnedDomain, 'city' | 'position'>): {
  position: LatLng;
  city: string | null;
} {
  return domain.position
    ? { position: domain.position, city: domain.city }
    : { position: TWIN_CITIES_CENTER, city: null };
}
