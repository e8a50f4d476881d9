/**
 * Live transit's feed: the METRO stations and vehicles from Metro Transit's NexTrip v2 (no key, any
 * origin, no credentials): the METRO lines from `/routes` once a day, their vehicles from
 * `/vehicles/{route_id}` every 30 s (the most often Metro Transit allows) while a page with a map
 * polls it. Only this definition is in the first download; the calls, parsers and station list
 * (nextrip.ts, parse.ts, stations.ts) come with the first read, after the first paint.
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { defineFeed } from '@/api/feeds/feed';
import { afterPaintOnFirstLoad } from '@/api/feeds/first-load';
import type { TransitPoint } from '@/domain/types';

/** Metro Transit asks clients not to poll NexTrip more often than this (ms). */
export const NEXTRIP_POLL_MS = 30_000;

export const transitPointsFeed = defineFeed(() =>
  queryOptions({
    queryKey: ['nextrip', 'metro'],
    queryFn: async (context: QueryFunctionContext): Promise<TransitPoint[]> => {
      // The first read waits for the first paint before it fetches its code (the calls, parsers,
      // stations and their later English words, about 16 KiB gzip), so none of it competes with
      // that paint. Vehicles are drawn only from a live answer (positions are never kept).
      await afterPaintOnFirstLoad(context);
      return (await import('./nextrip')).readMetro(context);
    },
    meta: { refreshMs: NEXTRIP_POLL_MS },
  }),
);
