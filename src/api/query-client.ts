import {
  QueryClient,
  type Query,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { KEPT_FEEDS_MAX_AGE_MS } from '@/domain/offline';
import { apiUrl, getJson } from './http';

/** The default query URL: the key's segments joined with '/', under VITE_API_BASE_URL. */
export function keyToUrl(queryKey: QueryKey): string {
  return apiUrl(queryKey.map(String).join('/'));
}

export function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  return getJson(keyToUrl(queryKey), { signal });
}

/**
 * A query whose last request failed (offline, or only the kept copy came back) is asked again as
 * soon as the connection returns, once-only lists (cities, domains) too; others when stale.
 */
export function refetchOnReconnect(query: Query): boolean | 'always' {
  return query.state.error !== null ? 'always' : true;
}

/**
 * The spec's defaults: no retries, no refetch on focus, data never goes stale by itself. A feed no
 * part shows stays in memory as long as it is kept on the device (24 h), so it is kept that long.
 * Offline, a request still goes out once (`offlineFirst`): the service worker answers it with its
 * kept copy.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        gcTime: KEPT_FEEDS_MAX_AGE_MS,
        networkMode: 'offlineFirst',
        refetchOnReconnect,
      },
      mutations: { retry: false },
    },
  });
}
