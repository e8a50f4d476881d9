import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { newsQuery, READ_ONLY_OBSERVER, trafficCamsQuery } from '@/api/queries';
import { useWeatherStations } from '@/api/use-weather-stations';
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
  readOnly = false,
}: {
  mode?: 'metro' | 'local';
  domain?: OwnedDomain | null;
  newsFilter?: (item: NewsItem) => boolean;
  /** Only read the feeds (another component, the map, polls them). */
  readOnly?: boolean;
}): MapItemsResult {
  const cameras = useQuery(
    readOnly ? { ...trafficCamsQuery(), ...READ_ONLY_OBSERVER } : trafficCamsQuery(),
  );
  const news = useQuery(readOnly ? { ...newsQuery(), ...READ_ONLY_OBSERVER } : newsQuery());
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
  const stations = useShallowStable(weather.stations);
  const weatherItems = useMemo(() => placeStations(stations), [stations]);
  const items = useMemo(
    () => ({ cameras: cameraItems, weather: weatherItems, news: newsItems }),
    [cameraItems, weatherItems, newsItems],
  );
  return {
    items,
    area,
    cameraStatus: cameras.status,
    newsStatus: news.status,
    hasCameraData: cameras.data !== undefined,
    hasNewsData: news.data !== undefined,
    weatherLoading: weather.isLoading,
  };
}

/**
 * The previous list while every element is the same object: the station hook builds a new array
 * whenever any station's query updates, although unchanged readings keep their objects.
 */
function useShallowStable<T>(list: readonly T[]): readonly T[] {
  const [stable, setStable] = useState(list);
  const same =
    stable === list ||
    (stable.length === list.length && stable.every((entry, index) => entry === list[index]));
  if (!same) {
    setStable(list);
    return list;
  }
  return stable;
}
