import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import { TWIN_CITIES_CENTER } from './constants';
import type { LatLng, OwnedDomain } from './types';

/**
 * Where a city page's forecast is for: the domain's coordinates, or (a domain without them) the
 * metro centre, then named as the Twin Cities so it never passes for the city's own.
 */
export function cityForecastPlace(domain: Pick<OwnedDomain, 'city' | 'position'>): {
  position: LatLng;
  place: string;
} {
  return domain.position
    ? { position: domain.position, place: domain.city }
    : { position: TWIN_CITIES_CENTER, place: t('weather.forecast.metroPlace') };
}
