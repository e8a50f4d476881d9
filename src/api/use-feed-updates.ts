import { useQuery } from '@tanstack/react-query';
import { REFRESH_MS } from '@/domain/constants';
import { newsQuery, READ_ONLY_OBSERVER, trafficCamsQuery } from './queries';
import { useWeatherStationsUpdatedAt } from './use-weather-stations';

/** What a freshness line shows of a feed ("Updated 2 min ago", "Stale", "refresh failed"). */
export interface FeedUpdate {
  /** The feed's last success (ms since the epoch), 0 before the first. */
  updatedAt: number;
  /** The feed's refresh interval, ms. */
  intervalMs: number;
  /** The last refresh failed (the data shown is the last good one). */
  failed: boolean;
}

/*
 * These read only a feed's update time and error, so the component that calls one re-renders at
 * each refresh and nothing around it has to: a list reads its items, and its freshness line this.
 */

export function useCamerasUpdate(): FeedUpdate {
  const { dataUpdatedAt, isError } = useQuery({ ...trafficCamsQuery(), ...READ_ONLY_OBSERVER });
  return { updatedAt: dataUpdatedAt, intervalMs: REFRESH_MS.trafficCams, failed: isError };
}

export function useNewsUpdate(): FeedUpdate {
  const { dataUpdatedAt, isError } = useQuery({ ...newsQuery(), ...READ_ONLY_OBSERVER });
  return { updatedAt: dataUpdatedAt, intervalMs: REFRESH_MS.news, failed: isError };
}

/** The five NWS stations' oldest reading; a station that fails keeps its last one (or fallbacks). */
export function useStationsUpdate(): FeedUpdate {
  return {
    updatedAt: useWeatherStationsUpdatedAt(),
    intervalMs: REFRESH_MS.nwsStation,
    failed: false,
  };
}
