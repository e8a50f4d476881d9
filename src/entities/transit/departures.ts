/** A station's departures from NexTrip, read while its dialog or the phone's card shows them. */
import { queryOptions } from '@tanstack/react-query';
import { refreshInterval } from '@/api/live-updates';
import type { TransitStation } from '@/domain/types';
import { NEXTRIP_POLL_MS } from './feed';
import { loadParsers, read } from './nextrip';
import { mergeAnswers, type StopAnswer } from './model';

/**
 * The NexTrip calls that answer for a station: each line by place code in the directions that call
 * there (both where not recorded), else its stops.
 */
export function departurePaths(station: TransitStation): string[] {
  if (station.calls.length)
    return station.calls.flatMap((call) =>
      (call.directions ?? [0, 1]).map(
        (direction) =>
          `/${encodeURIComponent(call.routeId)}/${direction}/${encodeURIComponent(call.placeCode)}`,
      ),
    );
  return station.stopIds.map((id) => `/${id}`);
}

/**
 * A station's departures, both directions, refreshed every 30 s while an observer (its open dialog
 * or the phone's nearest-station card) is mounted, and not otherwise.
 */
export const departuresQuery = (station: TransitStation) =>
  // A station's id names it; its calls are fixed data.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['nextrip', 'departures', station.id],
    queryFn: async ({ signal }): Promise<StopAnswer> => {
      const { parseStopAnswer } = await loadParsers();
      const answers = await Promise.all(
        departurePaths(station).map((path) => read(path, parseStopAnswer, signal)),
      );
      return mergeAnswers(answers);
    },
    refetchInterval: () => refreshInterval(NEXTRIP_POLL_MS),
    refetchIntervalInBackground: false,
    staleTime: NEXTRIP_POLL_MS,
  });
