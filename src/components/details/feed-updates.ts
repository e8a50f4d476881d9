import { useCameras } from '@/api/feeds/cameras';
import { useNews } from '@/api/feeds/news';
import { useWeatherStations } from '@/api/feeds/weather-stations';
import type { Camera, NewsItem, WeatherStation } from '@/domain/types';

// The freshest copy of what a card or dialog shows: the feed may have refreshed since it opened.

export function useLatestCamera(camera: Camera): Camera {
  return useCameras().data?.find((candidate) => candidate.id === camera.id) ?? camera;
}

export function useLatestNews(item: NewsItem): NewsItem {
  return useNews().data?.find((candidate) => candidate.id === item.id) ?? item;
}

/** The station's latest reading, else the one given (its fallbacks marked). */
export function useLatestStation(station: WeatherStation): WeatherStation {
  return useWeatherStations().data?.find((candidate) => candidate.id === station.id) ?? station;
}
