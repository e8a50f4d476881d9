import { useMemo } from 'react';
import { useCameras } from '@/api/feeds/cameras';
import { useNews } from '@/api/feeds/news';
import { FALLBACK_STATIONS, useWeatherStations } from '@/api/feeds/weather-stations';
import {
  mapArea,
  placeCameras,
  placeNews,
  placeStations,
  type MapArea,
  type MapItems,
} from '@/domain/map-items';
import type { Camera, NewsItem, OwnedDomain } from '@/domain/types';

export type FeedStatus = 'pending' | 'error' | 'success';

export interface MapItemsResult {
  items: MapItems;
  area: MapArea;
  cameraStatus: FeedStatus;
  newsStatus: FeedStatus;
  /** A feed whose last refresh failed still has its last good data. */
  hasCameraData: boolean;
  hasNewsData: boolean;
  weatherLoading: boolean;
}

const statusOf = (feed: { pending: boolean; failure: Error | null }): FeedStatus =>
  feed.pending ? 'pending' : feed.failure ? 'error' : 'success';

const NO_CAMERAS: Camera[] = [];
const NO_NEWS: NewsItem[] = [];

/**
 * What the map draws, from the three feeds. Only `data` and `status` are read, and each layer is
 * memoised on its own feed, so a refresh that brings the same data (structural sharing) gives the
 * same arrays and re-renders no marker.
 */
export function useMapItems({
  mode = 'metro',
  domain,
  newsFilter,
}: {
  mode?: 'metro' | 'local';
  domain?: OwnedDomain | null;
  newsFilter?: (item: NewsItem) => boolean;
}): MapItemsResult {
  const cameras = useCameras();
  const news = useNews();
  const weather = useWeatherStations();
  const cameraData = cameras.data ?? NO_CAMERAS;
  const newsData = news.data ?? NO_NEWS;
  const centreLat = domain?.position?.lat;
  const centreLng = domain?.position?.lng;
  const county = domain?.county;
  // Keyed on the domain's values, so a new but equal domain object changes nothing.
  const area = useMemo(() => {
    const position =
      centreLat === undefined || centreLng === undefined
        ? null
        : { lat: centreLat, lng: centreLng };
    return mapArea(mode, county === undefined ? null : { position, county });
  }, [mode, county, centreLat, centreLng]);
  const cameraItems = useMemo(() => placeCameras(cameraData, area), [cameraData, area]);
  const newsItems = useMemo(
    () => placeNews(newsData, area, newsFilter),
    [newsData, area, newsFilter],
  );
  const stations = weather.data ?? FALLBACK_STATIONS;
  const weatherItems = useMemo(() => placeStations(stations), [stations]);
  const items = useMemo(
    () => ({ cameras: cameraItems, weather: weatherItems, news: newsItems }),
    [cameraItems, weatherItems, newsItems],
  );
  return {
    items,
    area,
    cameraStatus: statusOf(cameras),
    newsStatus: statusOf(news),
    hasCameraData: cameras.data !== undefined,
    hasNewsData: news.data !== undefined,
    weatherLoading: weather.pending,
  };
}
