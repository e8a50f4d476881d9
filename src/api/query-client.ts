import { QueryClient, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { apiUrl, getJson } from './http';

/** The default query URL: the key's segments joined with '/', under VITE_API_BASE_URL. */
export function keyToUrl(queryKey: QueryKey): string {
  return apiUrl(queryKey.map(String).join('/'));
}

export function defaultQueryFn({ queryKey, signal }: QueryFunctionContext): Promise<unknown> {
  return getJson(keyToUrl(queryKey), { signal });
}

/** The spec's defaults: no retries, no refetch on focus, data never goes stale by itself. */
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
