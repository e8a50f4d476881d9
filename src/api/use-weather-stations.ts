import { useQueries } from '@tanstack/react-query';
import { NWS_STATIONS } from '@/domain/constants';
import type { WeatherStation } from '@/domain/types';
import { stationOrFallback } from './nws';

import { nwsStationQuery } from './queries';

export interface WeatherStationsResult {
  /** Always the five stations; one never read shows its fallback values (marked). */
  stations: WeatherStation[];
  /** Oldest successful read among the stations, 0 before any. */
  updatedAt: number;
  isLoading: boolean;
}

const FALLBACKS = NWS_STATIONS.map((station) => stationOrFallback(station, undefined));

// Module-level so TanStack memoises the combined result between renders.
function combineStations(
  results: { data?: WeatherStation; dataUpdatedAt: number; isPending: boolean }[],
): WeatherStationsResult {
  return {
    stations: results.map((result, index) => result.data ?? FALLBACKS[index]!),
    updatedAt: Math.min(...results.map((result) => result.dataUpdatedAt)),
    isLoading: results.some((result) => result.isPending),
  };
}

const STATION_QUERIES = NWS_STATIONS.map((station) => nwsStationQuery(station));

export function useWeatherStations(): WeatherStationsResult {
  return useQueries({ queries: STATION_QUERIES, combine: combineStations });
}
