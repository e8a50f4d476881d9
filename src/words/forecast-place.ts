import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import { cityForecastPlace } from '@/domain/forecast-place';
import type { LatLng, OwnedDomain } from '@/domain/types';

/** A city page's forecast: where it is for, and that place's name ("Edina", or "Twin Cities"). */
export function cityForecast(domain: Pick<OwnedDomain, 'city' | 'position'>): {
  position: LatLng;
  place: string;
} {
  const { position, city } = cityForecastPlace(domain);
  return { position, place: city ?? t('weather.forecast.metroPlace') };
}
