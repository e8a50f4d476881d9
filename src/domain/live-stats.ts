import type { Placed } from './map-items';
import type { Camera, NewsItem, WeatherStation } from './types';
import { averageTemperatureF } from './units';

/** The layers the panel counts (the map's placed items hold them, among others). */
interface CountedItems {
  cameras: readonly Placed<Camera>[];
  weather: readonly Placed<WeatherStation>[];
  news: readonly Placed<NewsItem>[];
}

export interface LiveStats {
  cameras: number;
  activeCameras: number;
  stations: number;
  /** Mean of the current temperatures (°F, rounded); null when no station has one. */
  averageTemperatureF: number | null;
  news: number;
  highImpactNews: number;
}

/** The figures of the "Live Twin Cities Data" panel, from what the map draws, at `now` (ms). */
export function liveStats(items: CountedItems, now: number): LiveStats {
  return {
    cameras: items.cameras.length,
    activeCameras: items.cameras.filter(({ item }) => item.status === 'active').length,
    stations: items.weather.length,
    averageTemperatureF: averageTemperatureF(
      items.weather.map(({ item }) => item),
      now,
    ),
    news: items.news.length,
    highImpactNews: items.news.filter(({ item }) => item.impact === 'high').length,
  };
}
