import { useQueries } from '@tanstack/react-query';
import { NWS_STATIONS } from '@/domain/constants';
import type { WeatherStation } from '@/domain/types';
import { stationOrFallback } from './nws';

import { nwsStationQuery } from './queries';

export interface WeatherStationsResult {
  /** Always the five stations; one never read shows its fallback values (marked). */
  stations: WeatherStation[];
  isLoading: boolean;
}

type StationResult = { data?: WeatherStation; dataUpdatedAt: number; isPending: boolean };

const FALLBACKS = NWS_STATIONS.map((station) => stationOrFallback(station, undefined));
const STATION_QUERIES = NWS_STATIONS.map((station) => nwsStationQuery(station));

// The combine functions are module-level so TanStack memoises their results between renders. It also
// shares their structure, so a refresh that brings the same readings gives the same result and
// re-renders nobody; that is why the update time has a hook of its own.
function combineStations(results: StationResult[]): WeatherStationsResult {
  return {
    stations: results.map((result, index) => result.data ?? FALLBACKS[index]!),
    isLoading: results.some((result) => result.isPending),
  };
}

function oldestUpdate(results: StationResult[]): number {
  return Math.min(...results.map((result) => result.dataUpdatedAt));
}

export function useWeatherStations(): WeatherStationsResult {
  return useQueries({ queries: STATION_QUERIES, combine: combineStations });
}

/** The oldest successful read among the stations (ms since the epoch), 0 before any. */
export function useWeatherStationsUpdatedAt(): number {
  return useQueries({ queries: STATION_QUERIES, combine: oldestUpdate });
}
