/**
 * The five NWS stations, read by the browser straight from `{NWS}/stations/{id}/observations/latest`
 * (every 10 min), as one feed: a station that fails keeps its last reading (its observation time
 * says how old), one never read shows the spec's fallbacks (marked); the refresh fails only when
 * every station does.
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { NWS_STATIONS, REFRESH_MS } from '@/domain/constants';
import type { WeatherStation } from '@/domain/types';
import { fallbackStation, fetchStation } from '@/api/nws';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';

export const STATIONS_KEY = ['nws', 'stations'] as const;

async function fetchStations({ client, signal }: QueryFunctionContext): Promise<WeatherStation[]> {
  const previous = client.getQueryData<WeatherStation[]>(STATIONS_KEY);
  const results = await Promise.allSettled(
    NWS_STATIONS.map((station) => fetchStation(station, signal)),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure && results.every((result) => result.status === 'rejected')) throw failure.reason;
  return results.map((result, index) =>
    result.status === 'fulfilled'
      ? result.value
      : (previous?.[index] ?? fallbackStation(NWS_STATIONS[index]!)),
  );
}

export const weatherStationsQuery = () =>
  queryOptions({
    queryKey: STATIONS_KEY,
    queryFn: fetchStations,
    meta: { refreshMs: REFRESH_MS.nwsStation },
  });

/** The five stations before any reading: every value at its fallback, marked. */
export const FALLBACK_STATIONS: readonly WeatherStation[] = NWS_STATIONS.map(fallbackStation);

export const weatherStationsFeed = defineFeed(weatherStationsQuery);

export const useWeatherStations = () => useFeed(weatherStationsFeed);
