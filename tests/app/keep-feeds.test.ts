import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { keepFeeds, withFailuresSoFar, type KeptFeedsStorage } from '@/app/keep-feeds';
import { KEPT_FEEDS_MAX_AGE_MS, KEPT_FEEDS_STORAGE_KEY } from '@/domain/offline';

/** An in-memory stand-in for IndexedDB. */
function memoryStorage(): KeptFeedsStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: async (key) => items.get(key) ?? null,
    setItem: async (key, value) => void items.set(key, value),
    removeItem: async (key) => void items.delete(key),
  };
}

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

/** The kept state, once the persister's throttled write has kept `key`'s feed. */
async function keptState(storage: ReturnType<typeof memoryStorage>, key: string) {
  await vi.waitFor(() => expect(storage.items.get(KEPT_FEEDS_STORAGE_KEY)).toContain(key), {
    timeout: 10_000,
  });
  return JSON.parse(storage.items.get(KEPT_FEEDS_STORAGE_KEY)!) as {
    buster: string;
    timestamp: number;
    clientState: { queries: { queryKey: unknown[] }[] };
  };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('keepFeeds', () => {
  test('keeps the feeds that answered, and nothing else', async () => {
    const storage = memoryStorage();
    const client = newClient();
    stops.push(await keepFeeds(client, storage, 'release-1'));
    client.setQueryData(['/api/news'], [{ id: 'n1' }]);
    client.setQueryData(['nws', 'stations'], [{ id: 'KMSP' }]);
    client.setQueryData(['radar', 'n0q', 'valid'], { time: 'x' });
    const kept = await keptState(storage, 'stations');
    expect(kept.buster).toBe('release-1');
    expect(kept.clientState.queries.map((query) => query.queryKey)).toEqual([
      ['/api/news'],
      ['nws', 'stations'],
    ]);
  });

  test('a feed whose refresh failed is still kept, as its last good answer', async () => {
    const storage = memoryStorage();
    const first = newClient();
    stops.push(await keepFeeds(first, storage, 'release-1'));
    first.setQueryData(['/api/news'], [{ id: 'n1' }], { updatedAt: Date.now() - 60_000 });
    // A captive portal's answer: the refresh fails, the page still shows the last news.
    await first
      .prefetchQuery({
        queryKey: ['/api/news'],
        queryFn: () => Promise.reject(new Error('a sign-in page, not JSON')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(first.getQueryState(['/api/news'])?.status).toBe('error');
    // A later write, after the failure: it is the one kept.
    first.setQueryData(['nws', 'stations'], [{ id: 'KMSP' }]);
    const kept = await keptState(storage, 'stations');
    const news = kept.clientState.queries.find((query) => query.queryKey[0] === '/api/news') as
      { state: { status: string; error: unknown; data: unknown } } | undefined;
    expect(news?.state).toMatchObject({ status: 'success', error: null, data: [{ id: 'n1' }] });

    const next = newClient();
    stops.push(await keepFeeds(next, storage, 'release-1'));
    expect(next.getQueryData(['/api/news'])).toEqual([{ id: 'n1' }]);
    expect(next.getQueryState(['/api/news'])?.error).toBeNull();
    expect(next.getQueryState(['/api/news'])?.dataUpdatedAt).toBeLessThanOrEqual(
      Date.now() - 60_000,
    );
  });

  test("a feed's arrival is not kept in the task that brought it: the JSON and the write wait", async () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const client = newClient();
    stops.push(await keepFeeds(client, storage, 'release-1'));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      client.setQueryData(['/api/news'], [{ id: 'n1' }]);
      // Everything that still belongs to the arrival's task: its microtasks.
      for (let i = 0; i < 50; i += 1) await Promise.resolve();
      const keptJson = stringify.mock.calls.filter(([value]) => value?.clientState !== undefined);
      expect(keptJson).toEqual([]);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
    await keptState(storage, '/api/news');
  });

  test('the next visit shows the kept feed with the time it was read, due for a refresh', async () => {
    const storage = memoryStorage();
    const first = newClient();
    stops.push(await keepFeeds(first, storage, 'release-1'));
    first.setQueryData(['/api/news'], [{ id: 'n1' }], { updatedAt: Date.now() - 60_000 });
    await keptState(storage, '/api/news');

    const next = newClient();
    stops.push(await keepFeeds(next, storage, 'release-1'));
    const state = next.getQueryState(['/api/news']);
    expect(next.getQueryData(['/api/news'])).toEqual([{ id: 'n1' }]);
    expect(state?.dataUpdatedAt).toBeLessThanOrEqual(Date.now() - 60_000);
    expect(state?.isInvalidated).toBe(true);
  });

  test('newer data the page already has is not replaced, nor marked due', async () => {
    const storage = memoryStorage();
    const first = newClient();
    stops.push(await keepFeeds(first, storage, 'release-1'));
    first.setQueryData(['/api/news'], [{ id: 'old' }], { updatedAt: Date.now() - 60_000 });
    await keptState(storage, '/api/news');

    const next = newClient();
    next.setQueryData(['/api/news'], [{ id: 'fresh' }]);
    stops.push(await keepFeeds(next, storage, 'release-1'));
    expect(next.getQueryData(['/api/news'])).toEqual([{ id: 'fresh' }]);
    expect(next.getQueryState(['/api/news'])?.isInvalidated).toBe(false);
  });

  test('a feed that failed before the kept feeds came back shows its kept answer and the failure; the others as kept', async () => {
    const storage = memoryStorage();
    const first = newClient();
    stops.push(await keepFeeds(first, storage, 'release-1'));
    first.setQueryData(['/api/news'], [{ id: 'n1' }], { updatedAt: Date.now() - 60_000 });
    first.setQueryData(['/api/traffic-cams'], [{ id: 'c1' }], { updatedAt: Date.now() - 60_000 });
    await keptState(storage, 'traffic-cams');

    // The next visit, behind a captive portal: the news fails before storage is read.
    const next = newClient();
    const failure = new Error('a sign-in page, not JSON');
    await next
      .prefetchQuery({ queryKey: ['/api/news'], queryFn: () => Promise.reject(failure) })
      .catch(() => undefined);
    stops.push(await keepFeeds(next, storage, 'release-1'));
    expect(next.getQueryData(['/api/news'])).toEqual([{ id: 'n1' }]);
    expect(next.getQueryState(['/api/news'])).toMatchObject({
      status: 'error',
      error: failure,
      fetchFailureCount: 1,
    });
    expect(next.getQueryState(['/api/traffic-cams'])).toMatchObject({
      status: 'success',
      error: null,
    });
    expect(next.getQueryData(['/api/traffic-cams'])).toEqual([{ id: 'c1' }]);
  });

  test("another release's feeds are dropped (the buster)", async () => {
    const storage = memoryStorage();
    const first = newClient();
    stops.push(await keepFeeds(first, storage, 'release-1'));
    first.setQueryData(['/api/news'], [{ id: 'n1' }]);
    await keptState(storage, '/api/news');

    const next = newClient();
    stops.push(await keepFeeds(next, storage, 'release-2'));
    expect(next.getQueryData(['/api/news'])).toBeUndefined();
    expect(storage.items.has(KEPT_FEEDS_STORAGE_KEY)).toBe(false);
  });

  test('feeds kept more than 24 h ago are dropped', async () => {
    const storage = memoryStorage();
    storage.items.set(
      KEPT_FEEDS_STORAGE_KEY,
      JSON.stringify({
        buster: 'release-1',
        timestamp: Date.now() - KEPT_FEEDS_MAX_AGE_MS - 1_000,
        clientState: {
          mutations: [],
          queries: [
            {
              queryKey: ['/api/news'],
              queryHash: '["/api/news"]',
              state: { data: [{ id: 'n1' }], dataUpdatedAt: 1, status: 'success' },
            },
          ],
        },
      }),
    );
    const client = newClient();
    stops.push(await keepFeeds(client, storage, 'release-1'));
    expect(client.getQueryData(['/api/news'])).toBeUndefined();
  });

  test('storage that refuses: no error, the site works as without it', async () => {
    const refusing: KeptFeedsStorage = {
      getItem: () =>
        Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
      setItem: () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')),
      removeItem: () =>
        Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = newClient();
    const stop = await keepFeeds(client, refusing, 'release-1');
    stops.push(stop);
    client.setQueryData(['/api/news'], [{ id: 'n1' }]);
    expect(client.getQueryData(['/api/news'])).toEqual([{ id: 'n1' }]);
    quiet.mockRestore();
  });
});

describe('withFailuresSoFar', () => {
  const kept = (hash: string) => ({
    queryKey: JSON.parse(hash) as unknown[],
    queryHash: hash,
    dehydratedAt: 5,
    state: {
      data: ['kept'],
      dataUpdatedAt: 5,
      dataUpdateCount: 1,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  });
  const persisted = (...hashes: string[]) => ({
    buster: 'release-1',
    timestamp: 10,
    clientState: { mutations: [], queries: hashes.map(kept) },
  });

  test('nothing kept stays nothing', () => {
    expect(withFailuresSoFar(undefined, newClient().getQueryCache())).toBeUndefined();
  });

  test('a feed that failed takes its failure to its kept answer; asked-for, answered and unasked feeds stay as kept', async () => {
    const client = newClient();
    const failure = new Error('offline');
    await client
      .prefetchQuery({ queryKey: ['/api/news'], queryFn: () => Promise.reject(failure) })
      .catch(() => undefined);
    client.setQueryData(['/api/cities'], ['fresh']);
    void client.prefetchQuery({
      queryKey: ['/api/owned-domains'],
      queryFn: () => new Promise(() => undefined),
    });
    const hashes = [
      '["/api/news"]',
      '["/api/cities"]',
      '["/api/owned-domains"]',
      '["/api/traffic-cams"]',
    ];
    const result = withFailuresSoFar(persisted(...hashes), client.getQueryCache())!;
    const [news, ...others] = result.clientState.queries;
    expect(news!.state).toMatchObject({
      data: ['kept'],
      dataUpdatedAt: 5,
      status: 'error',
      error: failure,
      fetchFailureCount: 1,
      fetchFailureReason: failure,
      errorUpdateCount: 1,
    });
    expect(news!.state.errorUpdatedAt).toBeGreaterThan(0);
    expect(others).toEqual(hashes.slice(1).map(kept));
    expect(result).toMatchObject({ buster: 'release-1', timestamp: 10 });
  });
});
