import { useQuery } from '@tanstack/react-query';
import { newsQuery, nwsStationQuery, trafficCamsQuery } from '@/api/queries';
import { NWS_STATIONS, REFRESH_MS } from '@/domain/constants';
import type { Camera, NewsItem, WeatherStation } from '@/domain/types';

export interface FeedUpdate {
  /** The feed's last success (ms), 0 before the first. */
  updatedAt: number;
  intervalMs: number;
  failed: boolean;
}

/*
 * These observers only read a feed's state; they never poll. TanStack runs one interval per
 * observer, so a dialog opened later with its own interval would add requests out of step with
 * the map's, which does the polling.
 */
export const PASSIVE = { refetchInterval: false, refetchOnReconnect: false } as const;

/** The freshest copy of the camera (the feed may have refreshed since) and its feed's age. */
export function useCameraDetails(camera: Camera): { camera: Camera; update: FeedUpdate } {
  const query = useQuery({ ...trafficCamsQuery(), ...PASSIVE });
  return {
    camera: query.data?.find((candidate) => candidate.id === camera.id) ?? camera,
    update: {
      updatedAt: query.dataUpdatedAt,
      intervalMs: REFRESH_MS.trafficCams,
      failed: query.isError,
    },
  };
}

export function useNewsDetails(item: NewsItem): { item: NewsItem; update: FeedUpdate } {
  const query = useQuery({ ...newsQuery(), ...PASSIVE });
  return {
    item: query.data?.find((candidate) => candidate.id === item.id) ?? item,
    update: { updatedAt: query.dataUpdatedAt, intervalMs: REFRESH_MS.news, failed: query.isError },
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
  const query = useQuery({ ...nwsStationQuery(info), ...PASSIVE, enabled: known });
  return {
    station: (known ? query.data : undefined) ?? station,
    update: {
      updatedAt: known ? query.dataUpdatedAt : 0,
      intervalMs: REFRESH_MS.nwsStation,
      failed: known && query.isError,
    },
  };
}
