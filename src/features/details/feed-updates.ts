import { useQuery } from '@tanstack/react-query';
import { newsQuery, nwsStationQuery, READ_ONLY_OBSERVER, trafficCamsQuery } from '@/api/queries';
import { useCamerasUpdate, useNewsUpdate, type FeedUpdate } from '@/api/use-feed-updates';
import { NWS_STATIONS, REFRESH_MS } from '@/domain/constants';
import type { Camera, NewsItem, WeatherStation } from '@/domain/types';

// These observers only read a feed's state; the map (or the view that owns the feed) polls it.

/** The freshest copy of the camera (the feed may have refreshed since) and its feed's age. */
export function useCameraDetails(camera: Camera): { camera: Camera; update: FeedUpdate } {
  const { data } = useQuery({ ...trafficCamsQuery(), ...READ_ONLY_OBSERVER });
  return {
    camera: data?.find((candidate) => candidate.id === camera.id) ?? camera,
    update: useCamerasUpdate(),
  };
}

export function useNewsDetails(item: NewsItem): { item: NewsItem; update: FeedUpdate } {
  const { data } = useQuery({ ...newsQuery(), ...READ_ONLY_OBSERVER });
  return {
    item: data?.find((candidate) => candidate.id === item.id) ?? item,
    update: useNewsUpdate(),
  };
}

const FIRST_STATION = NWS_STATIONS[0];

/** The station's latest reading, else the one given (its fallbacks marked), and its age. */
export function useStationDetails(station: WeatherStation): {
  station: WeatherStation;
  update: FeedUpdate;
} {
  const info = NWS_STATIONS.find((candidate) => candidate.id === station.id) ?? FIRST_STATION;
  const known = info.id === station.id;
  const query = useQuery({ ...nwsStationQuery(info), ...READ_ONLY_OBSERVER, enabled: known });
  return {
    station: (known ? query.data : undefined) ?? station,
    update: {
      updatedAt: known ? query.dataUpdatedAt : 0,
      intervalMs: REFRESH_MS.nwsStation,
      failed: known && query.isError,
    },
  };
}
