import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import type { MapItems } from './map-items';
import { averageTemperatureF, MAP_KINDS } from './map-kinds';

export interface LiveStats {
  cameras: number;
  activeCameras: number;
  stations: number;
  /** Mean of the measured temperatures (°F, rounded); null when no station has a reading. */
  averageTemperatureF: number | null;
  news: number;
  highImpactNews: number;
}

/** The figures of the "Live Twin Cities Data" panel, from what the map draws. */
export function liveStats(items: MapItems): LiveStats {
  return {
    cameras: items.cameras.length,
    activeCameras: items.cameras.filter(({ item }) => item.status === 'active').length,
    stations: items.weather.length,
    averageTemperatureF: averageTemperatureF(items.weather.map(({ item }) => item)),
    news: items.news.length,
    highImpactNews: items.news.filter(({ item }) => item.impact === 'high').length,
  };
}

/** "90 traffic cameras, 5 weather stations and 28 news stories on the map." */
export function liveSummary(stats: LiveStats): string {
  return t('map.live.summary', {
    cameras: MAP_KINDS.camera.count(stats.cameras),
    stations: MAP_KINDS.weather.count(stats.stations),
    news: MAP_KINDS.news.count(stats.news),
  });
}
