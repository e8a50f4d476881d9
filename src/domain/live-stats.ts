import type { MapItems } from './map-items';
import { averageTemperatureF } from './map-kinds';

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
