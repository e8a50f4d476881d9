/**
 * The last-known feeds, kept on this device (IndexedDB) so the next visit can show them at once,
 * offline too. Its code is loaded beside the first screen; `src/main.tsx` restores them after the
 * first paint, never in front of it.
 */
import type { QueryCache, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { delMany, get, getMany, keys, set } from 'idb-keyval';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { piecewiseStorage } from './kept-feeds-pieces';
import {
  isKeptFeed,
  KEPT_FEEDS_MAX_AGE_MS,
  KEPT_FEEDS_STORAGE_KEY,
  KEPT_FEEDS_WRITE_EVERY_MS,
} from '@/domain/offline';

/** Where the feeds are kept: IndexedDB in the browser, anything with the same three calls in tests. */
export interface KeptFeedsStorage {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<void>;
  removeItem: (key: string) => Promise<void>;
}

export const indexedDbStorage: KeptFeedsStorage = piecewiseStorage(
  {
    get: (key) => get(key),
    getMany: (list) => getMany(list),
    set: (key, value) => set(key, value),
    delMany: (list) => delMany(list),
    keys: () => keys(),
  },
  yieldToBrowser,
);

/**
 * The kept feeds as their last good answers. A feed whose last refresh failed is kept with the data
 * and the time of its last answer, not with this visit's failure: the next visit asks again anyway,
 * and says so only if that fails too.
 */
export function asLastGoodAnswers(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: {
          ...query.state,
          status: 'success',
          fetchStatus: 'idle',
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      })),
    },
  };
}

/**
 * The kept feeds as they should come back to a page where some feeds already failed (offline, a
 * captive portal, an outage): each such feed gets its kept answer with this visit's failure beside
 * it, so the page shows the last data marked "refresh failed", as after any failed refresh. Restored
 * as kept, the failure would be wiped (a kept feed is kept as its last good answer), and the page
 * would call a failing feed current. Feeds the page has data for, or has not asked yet, are as kept.
 */
export function withFailuresSoFar(
  kept: PersistedClient | undefined,
  cache: QueryCache,
): PersistedClient | undefined {
  if (!kept) return kept;
  const queries = kept.clientState.queries.map((query) => {
    const now = cache.get(query.queryHash)?.state;
    if (now?.status !== 'error') return query;
    const { error, errorUpdatedAt, errorUpdateCount, fetchFailureCount, fetchFailureReason } = now;
    return {
      ...query,
      state: {
        ...query.state,
        status: 'error' as const,
        error,
        errorUpdatedAt,
        errorUpdateCount,
        fetchFailureCount,
        fetchFailureReason,
      },
    };
  });
  return { ...kept, clientState: { ...kept.clientState, queries } };
}

/**
 * The options of one client's kept feeds: only feeds that have an answer (`isKeptFeed`), for 24 h,
 * and only for this release (`buster`): another release may read its data differently.
 */
export function keptFeedsOptions(
  client: QueryClient,
  storage: KeptFeedsStorage,
  buster: string,
): PersistQueryClientOptions {
  return {
    queryClient: client,
    persister: createAsyncStoragePersister({
      // The persister's first save runs inside the task where a feed arrived, which also draws it;
      // ~1,000 cameras' JSON is a task of its own instead, and their copy into IndexedDB a task per
      // piece (kept-feeds-pieces.ts).
      storage: {
        ...storage,
        setItem: (key, value) => yieldToBrowser().then(() => storage.setItem(key, value)),
      },
      serialize: (client) => yieldToBrowser().then(() => JSON.stringify(asLastGoodAnswers(client))),
      key: KEPT_FEEDS_STORAGE_KEY,
      throttleTime: KEPT_FEEDS_WRITE_EVERY_MS,
    }),
    maxAge: KEPT_FEEDS_MAX_AGE_MS,
    buster,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => isKeptFeed(query.queryKey, query.state.data !== undefined),
    },
  };
}

/**
 * Shows the kept feeds (where the page has nothing newer), then keeps every new answer. A kept
 * answer is due for a refresh as soon as a part that shows it mounts: it is a start, not current
 * data. Storage that refuses (private mode, full disk) leaves the site working as without it.
 * Resolves to a function that stops keeping.
 */
export async function keepFeeds(
  client: QueryClient,
  storage: KeptFeedsStorage = indexedDbStorage,
  buster: string = __BUILD_ID__,
): Promise<() => void> {
  const options = keptFeedsOptions(client, storage, buster);
  const cache = client.getQueryCache();
  const before = new Map(cache.getAll().map((query) => [query, query.state.dataUpdatedAt]));
  const restoringAt = Date.now();
  const persister = options.persister;
  try {
    await persistQueryClientRestore({
      ...options,
      persister: {
        ...persister,
        // Read just before they are restored: a feed may have failed while storage was read.
        restoreClient: async () => withFailuresSoFar(await persister.restoreClient(), cache),
      },
    });
  } catch {
    // Nothing kept, or nothing readable: the feeds arrive from the network as usual.
  }
  void client.invalidateQueries({
    // Changed by the restore: older than it, yet not what the query had before it.
    predicate: (query) =>
      query.state.dataUpdatedAt < restoringAt &&
      query.state.dataUpdatedAt !== (before.get(query) ?? 0),
    refetchType: 'none',
  });
  return persistQueryClientSubscribe(options);
}
