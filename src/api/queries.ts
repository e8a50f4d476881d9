import {
  QueryClient,
  queryOptions,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { NWS_STATIONS, PHONE_MEDIA_QUERY, REFRESH_MS } from '@/domain/constants';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { matchesMedia } from '@/lib/match-media';
import { apiUrl, getJson } from './http';
import { fetchStation, type StationInfo } from './nws';
import {
  parseCamerasInSlices,
  parseCities,
  parseCurrentDomain,
  parseNewsInSlices,
  parseOwnedDomains,
  parseServerWeather,
  parseSystemStatus,
  parseTransit,
} from './parse';
import { refreshInterval } from './live-updates';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { refreshMs?: number };
  }
}

/** The default query URL: the key's segments joined with '/', under VITE_API_BASE_URL. */
export function keyToUrl(queryKey: QueryKey): string {
  return apiUrl(queryKey.map(String).join('/'));
}

export function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  return getJson(keyToUrl(queryKey), { signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

interface FirstLoadTiming {
  /** Awaited before the first request (when the cache has no data yet). */
  beforeFirstFetch?: () => Promise<void>;
  /** Awaited before the first parse (when the cache has no data yet). */
  beforeFirstParse?: () => Promise<void>;
}

/** A polled feed: its interval lives in `meta` so visibility and reconnect logic can read it. */
function polled<T>(
  path: string,
  refreshMs: number,
  parse: (payload: unknown) => T | Promise<T>,
  { beforeFirstFetch, beforeFirstParse }: FirstLoadTiming = {},
) {
  return queryOptions({
    queryKey: [path],
    queryFn: async (context: QueryFunctionContext) => {
      const isFirstLoad = () => context.client.getQueryData(context.queryKey) === undefined;
      if (isFirstLoad()) await beforeFirstFetch?.();
      const payload = await defaultQueryFn(context);
      if (isFirstLoad()) await beforeFirstParse?.();
      return parse(payload);
    },
    refetchInterval: () => refreshInterval(refreshMs),
    refetchOnReconnect: 'always',
    meta: { refreshMs },
  });
}

function once<T>(path: string, parse: (payload: unknown) => T) {
  return queryOptions({
    queryKey: [path],
    queryFn: async (context: QueryFunctionContext) => parse(await defaultQueryFn(context)),
  });
}

export const citiesQuery = () => once('/api/cities', parseCities);
export const ownedDomainsQuery = () => once('/api/owned-domains?active=true', parseOwnedDomains);
export const currentDomainQuery = () =>
  queryOptions({
    queryKey: ['/api/current-domain'],
    queryFn: async ({ queryKey, signal }) =>
      parseCurrentDomain(await getJson(keyToUrl(queryKey), { signal, on401: 'returnNull' })),
  });

export const systemStatusQuery = () =>
  polled('/api/system-status', REFRESH_MS.systemStatus, parseSystemStatus);
// The server's station summary is small and drawn in a tab or below the fold: its first request
// waits until the page has shown its first content, so on a phone's slow link it never queues in
// front of what that first paint needs.
export const serverWeatherQuery = () =>
  polled('/api/weather/nws-live', REFRESH_MS.serverWeather, parseServerWeather, {
    beforeFirstFetch: () => afterFirstContentfulPaint(),
  });
export const transitQuery = () =>
  polled('/api/transit/metro-live', REFRESH_MS.transit, parseTransit);
// The camera feed is the big one (MnDOT has ~1,000 in the box). A phone draws 8 of them, so there its
// first parse waits until the view around the map has shown (the same wait as the weather summary's
// first request) instead of holding that paint back. On larger screens the markers are the page's
// main content and are drawn at once (waiting cost ~120 ms there). Refreshes parse at once.
const paintFirstOnPhones = () =>
  matchesMedia(PHONE_MEDIA_QUERY) ? afterFirstContentfulPaint() : Promise.resolve();
/** Lets the browser handle input and paint between slices of a long parse. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
// 250 cameras take ~2 ms on a desktop and ~10 ms on a mid-range phone: never a long task.
const parseCamerasBetweenFrames = (payload: unknown) =>
  parseCamerasInSlices(payload, { pause: yieldToBrowser, sliceSize: 250 });
export const trafficCamsQuery = () =>
  polled('/api/traffic-cams', REFRESH_MS.trafficCams, parseCamerasBetweenFrames, {
    beforeFirstParse: paintFirstOnPhones,
  });
// Few stories (~40), but their first parse runs cold, before the engine has compiled it: one task
// of 11-26 ms in desktop Chromium here, so ~4x that (a long task) on Lighthouse's mid-range phone.
// Ten at a time keeps each slice short.
const parseNewsBetweenFrames = (payload: unknown) =>
  parseNewsInSlices(payload, { pause: yieldToBrowser, sliceSize: 10 });
export const newsQuery = () => polled('/api/news', REFRESH_MS.news, parseNewsBetweenFrames);

export const nwsStationQuery = (station: StationInfo) => {
  const stationId = station.id;
  return queryOptions({
    queryKey: ['nws', 'stations', stationId, 'observations', 'latest'],
    queryFn: ({ signal }) => fetchStation(stationById(stationId), signal),
    refetchInterval: () => refreshInterval(REFRESH_MS.nwsStation),
    refetchOnReconnect: 'always',
    meta: { refreshMs: REFRESH_MS.nwsStation },
  });
};

function stationById(id: string): StationInfo {
  const station = NWS_STATIONS.find((candidate) => candidate.id === id);
  if (!station) throw new Error(`Unknown NWS station ${id}`);
  return station;
}

export const nwsStationQueries = () => NWS_STATIONS.map(nwsStationQuery);

/**
 * Options for an observer that only reads a feed another component polls: TanStack runs one interval
 * per observer, so a second one would only add requests, out of step with the first. Nor does it
 * retry a failed feed when it mounts: a part that mounts once a feed has failed would otherwise
 * refetch it, and, if that makes the part unmount while it loads, do so again at every failure.
 */
export const READ_ONLY_OBSERVER = {
  refetchInterval: false,
  refetchOnReconnect: false,
  retryOnMount: false,
} as const;
