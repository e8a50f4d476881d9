import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import type { Place } from '@/domain/place-search';

/** The line under a place's name: "Hennepin County", "Weather station · Ramsey County", "I-94 EB". */
export function placeDetail(place: Pick<Place, 'kind' | 'county' | 'route'>): string {
  switch (place.kind) {
    case 'city':
      return place.county ? t('county', { county: place.county }) : t('map.placeSearch.city');
    case 'station':
      return t('map.placeSearch.station', { county: place.county });
    case 'camera':
      return place.route || t('map.placeSearch.camera');
  }
}
