/**
 * The NWS forecast of a place (the metro centre, or a city's coordinates), every 30 min. It travels
 * with the forecast's panel (this folder's chunk), which the pages' polling loads after the first
 * paint (decision 026); the fetch and its parser load with the first request.
 */
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { REFRESH_MS } from '@/domain/constants';
import type { LatLng } from '@/domain/types';
import { defineFeed } from '@/api/feeds/feed';
import { afterPaintOnFirstLoad } from '@/api/feeds/first-load';
import { useFeed } from '@/api/feeds/read';

const fixed = (value: number) => Number(value.toFixed(4));

export const forecastQuery = (position: LatLng) => {
  const at = { lat: fixed(position.lat), lng: fixed(position.lng) };
  return queryOptions({
    queryKey: ['nws', 'forecast', at],
    queryFn: async (context: QueryFunctionContext) => {
      await afterPaintOnFirstLoad(context);
      const { fetchForecast } = await import('@/api/feeds/forecast-fetch');
      return fetchForecast(at, context.signal);
    },
    meta: { refreshMs: REFRESH_MS.forecast },
  });
};

const feeds = new Map<string, ReturnType<typeof makeFeed>>();
const makeFeed = (position: LatLng) => defineFeed(() => forecastQuery(position));

/** One definition per place, so pages and readers can list it by identity. */
export function forecastFeed(position: LatLng) {
  const key = `${fixed(position.lat)},${fixed(position.lng)}`;
  let feed = feeds.get(key);
  if (!feed) {
    feed = makeFeed(position);
    feeds.set(key, feed);
  }
  return feed;
}

export const useForecast = (position: LatLng) => useFeed(forecastFeed(position));
