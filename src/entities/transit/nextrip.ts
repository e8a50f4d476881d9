/**
 * NexTrip's calls, loaded with the transit layer's first read (not with the page): GET with no
 * credentials, parse at the boundary, a wrong shape logged once with its URL.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import { reportWrongShape } from '@/api/answer-shape';
import { getJson } from '@/api/http';
import { config } from '@/config';
import type { TransitPoint } from '@/domain/types';
// Static: the stations share this module's chunk (`transit`, which the nearest station also loads),
// so a dynamic import would split nothing off.
import { STATIONS } from './stations';

/** `/routes` is read once a day (ms). */
const ROUTES_READ_MS = 24 * 60 * 60_000;

export const nextripUrl = (path: string) => `${config.nextripBaseUrl}${path}`;

/** GETs a NexTrip path and parses it; a wrong shape is logged once with its URL, then thrown. */
export async function read<T>(path: string, parse: (payload: unknown) => T, signal: AbortSignal) {
  const url = nextripUrl(path);
  const payload = await getJson(url, { credentials: 'omit', signal });
  try {
    return parse(payload);
  } catch (error) {
    reportWrongShape(url, error);
    throw error;
  }
}

export const loadParsers = () => import('./parse');

/** The METRO stations and vehicles (the feed waits for the first paint before it loads this). */
export async function readMetro(context: QueryFunctionContext): Promise<TransitPoint[]> {
  const parsers = await loadParsers();
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
