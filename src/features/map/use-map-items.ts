import { useMemo } from 'react';
import { useCameras } from '@/api/feeds/cameras';
import { useNews } from '@/api/feeds/news';
import { FALLBACK_STATIONS, useWeatherStations } from '@/api/feeds/weather-stations';
import { mapArea, type MapArea } from '@/domain/map-items';
import { kindSpec, type MapItems, type MapKind } from '@/domain/map-kinds';
import type { Camera, NewsItem, OwnedDomain } from '@/domain/types';

export type FeedStatus = 'pending' | 'error' | 'success';

export interface MapItemsResult {
  items: MapItems;
  area: MapArea;
  /**
   * Each kind's feed: its status, and whether it has data (a feed whose last refresh failed still
   * has its last good data).
   */
  feeds: Record<MapKind, { status: FeedStatus; hasData: boolean }>;
  weatherLoading: boolean;
}

const statusOf = (feed: { pending: boolean; failure: Error | null }): FeedStatus =>
  feed.pending ? 'pending' : feed.failure ? 'error' : 'success';

const feedOf = (feed: { pending: boolean; failure: Error | null; data: unknown }) => ({
  status: statusOf(feed),
  hasData: feed.data !== undefined,
});

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
  const cameraItems = useMemo(() => kindSpec('camera').place(cameraData, area), [cameraData, area]);
  const newsItems = useMemo(
    () => kindSpec('news').place(newsFilter ? newsData.filter(newsFilter) : newsData, area),
    [newsData, area, newsFilter],
  );
  const stations = weather.data ?? FALLBACK_STATIONS;
  const weatherItems = useMemo(() => kindSpec('weather').place(stations, area), [stations, area]);
  const items = useMemo(
    () => ({ cameras: cameraItems, weather: weatherItems, news: newsItems }),
    [cameraItems, weatherItems, newsItems],
  );
  return {
    items,
    area,
    feeds: { camera: feedOf(cameras), weather: feedOf(weather), news: feedOf(news) },
    weatherLoading: weather.pending,
  };
}
