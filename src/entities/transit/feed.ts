/**
 * Live transit's calls to Metro Transit's NexTrip v2 (no key, any origin, no credentials): the METRO
 * lines from `/routes` once a day, their vehicles from `/vehicles/{route_id}` every 30 s (the
 * slowest Metro Transit allows) while a map is shown, and a station's departures while its dialog
 * is open. Parsers and the station list come with the first answer, after the first paint.
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { reportWrongShape } from '@/api/answer-shape';
import { defineFeed } from '@/api/feeds/feed';
import { getJson } from '@/api/http';
import { refreshInterval } from '@/api/live-updates';
import { config } from '@/config';
import type { TransitPoint, TransitStation } from '@/domain/types';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { mergeAnswers, NEXTRIP_POLL_MS, ROUTES_READ_MS, type StopAnswer } from './model';

export const nextripUrl = (path: string) => `${config.nextripBaseUrl}${path}`;

/** GETs a NexTrip path and parses it; a wrong shape is logged once with its URL, then thrown. */
async function read<T>(path: string, parse: (payload: unknown) => T, signal: AbortSignal) {
  const url = nextripUrl(path);
  const payload = await getJson(url, { credentials: 'omit', signal });
  try {
    return parse(payload);
  } catch (error) {
    reportWrongShape(url, error);
    throw error;
  }
}

const loadParsers = () => import('./parse');

async function readMetro(context: QueryFunctionContext): Promise<TransitPoint[]> {
  if (context.client.getQueryData(context.queryKey) === undefined)
    await afterFirstContentfulPaint();
  const [parsers, { STATIONS }] = await Promise.all([loadParsers(), import('./stations')]);
  // One key for the lines; the parser is fixed.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const routes = await context.client.fetchQuery({
    queryKey: ['nextrip', 'routes'],
    queryFn: ({ signal }) => read('/routes', parsers.parseMetroRoutes, signal),
    staleTime: ROUTES_READ_MS,
    gcTime: ROUTES_READ_MS,
  });
  const vehicles = await Promise.all(
    routes.map((route) =>
      read(
        `/vehicles/${encodeURIComponent(route.id)}`,
        (payload) => parsers.parseVehicles(payload, route),
        context.signal,
      ),
    ),
  );
  return [...STATIONS, ...vehicles.flat()];
}

/** The METRO stations and vehicles: the map's transit layer (polled by the pages with a map). */
export const transitPointsFeed = defineFeed(() =>
  queryOptions({
    queryKey: ['nextrip', 'metro'],
    queryFn: readMetro,
    meta: { refreshMs: NEXTRIP_POLL_MS },
  }),
);

/** The NexTrip calls that answer for a station: each line both ways by place code, else its stops. */
export function departurePaths(station: TransitStation): string[] {
  if (station.calls.length)
    return station.calls.flatMap((call) =>
      [0, 1].map(
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
