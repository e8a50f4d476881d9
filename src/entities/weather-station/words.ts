/**
 * What a visitor reads of the NWS weather stations as a kind of map point (its facts are in
 * model.ts; its live-data row's are in live-words.ts). Plain functions and getters over the
 * catalog, as words/ are (decision 022).
 */
import { hasCurrentTemperature } from '@/domain/units';
import { t, tp } from '@/i18n/translate';
import { fromFeed } from '@/words/detail-part';
import { temperatureLabel } from '@/words/labels';
import type { KindWords } from '@/words/map-kinds';

export const WEATHER_WORDS = {
  get label() {
    return t('map.kind.weather.label');
  },
  get layerLabel() {
    return t('map.kind.weather.layer');
  },
  count: (count) => tp('map.kind.weather.count', count),
  title: (item) => item.name,
  describe: (station, serverNow) => [
    !hasCurrentTemperature(station, serverNow)
      ? t('map.list.noTemperature')
      : temperatureLabel(station.temperatureF),
    station.fallbackFields.includes('conditions') ? '' : fromFeed(station.conditions),
    t('county', { county: station.county }),
  ],
  // Stations start from their fallback readings.
  feed: null,
  city: {
    live: (count) => tp('city.liveData.stations', count),
    // Stations start from their fallback readings.
    liveWaiting: null,
    localLabel: () => t('city.localData.weather'),
    localCount: (count) => tp('city.localData.stations', count),
  },
} as const satisfies KindWords<'weather'>;
