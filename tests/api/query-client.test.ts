import { describe, expect, test } from 'vitest';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { createQueryClient, keyToUrl, refetchOnReconnect } from '@/api/query-client';

describe('feed cadence', () => {
  test('the default URL is the key joined with "/"', () => {
    expect(keyToUrl(['/api', 'owned-domains?active=true'])).toBe('/api/owned-domains?active=true');
    expect(keyToUrl(ownedDomainsQuery().queryKey)).toBe('/api/owned-domains?active=true');
  });
  test('client defaults: no retries, no focus refetch, never stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe('reconnect', () => {
  const query = (state: Partial<{ error: Error | null }>) =>
    ({ state: { error: null, ...state } }) as unknown as Parameters<typeof refetchOnReconnect>[0];

  test('a query whose last request failed is asked again on the return, however fresh its data', () => {
    expect(refetchOnReconnect(query({ error: new Error('offline') }))).toBe('always');
  });
  test('one that answered is asked again only when stale (TanStack default)', () => {
    expect(refetchOnReconnect(query({}))).toBe(true);
  });
  test('requests go out offline once, for the service worker to answer with its copy', () => {
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  });
});
