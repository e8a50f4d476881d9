import { describe, expect, test } from 'vitest';
import { ownedDomainsQuery } from '@/api/feeds/owned-domains';
import { createQueryClient, keyToUrl } from '@/api/query-client';

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
