/** How a feed's query is defined: its key is its path, its answer is parsed at the boundary. */
import { onlineManager, queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import { reportWrongShape } from '../answer-shape';
import { getJson, OfflineCopyError, type RequestOptions } from '../http';
import { lastReturnAt } from '../online';
import { keyToUrl } from '../query-client';
import { isFirstLoad } from './first-load';
import { ASK_AGAIN_AFTER_RETURN_MS, askAgainAfterReturn } from '@/domain/offline';

export interface FirstLoadTiming {
  /** Awaited before the first request (when the cache has no data yet). */
  beforeFirstFetch?: () => Promise<void>;
  /** Awaited before the first parse (when the cache has no data yet), given the answer to parse. */
  beforeFirstParse?: (payload: unknown) => Promise<unknown> | void;
}

/** GETs the key's URL and parses the answer; a wrong shape is logged once with the URL, then thrown. */
async function fetchAndParse<T>(
  context: QueryFunctionContext,
  parse: (payload: unknown) => T | Promise<T>,
  { beforeFirstFetch, beforeFirstParse }: FirstLoadTiming = {},
  request: Omit<RequestOptions, 'signal'> = {},
): Promise<T> {
  if (isFirstLoad(context)) await beforeFirstFetch?.();
  const url = keyToUrl(context.queryKey);
  const ask = async (mayAskAgain: boolean): Promise<unknown> => {
    const startedAt = Date.now();
    try {
      return await getJson(url, { ...request, signal: context.signal });
    } catch (error) {
      if (error instanceof OfflineCopyError) await keepOfflineCopy(context, error, parse);
      // fetch() rejects with a TypeError when no network answered at all.
      const noNetwork = error instanceof OfflineCopyError || error instanceof TypeError;
      if (!noNetwork) throw error;
      const online = onlineManager.isOnline();
      if (!mayAskAgain || !askAgainAfterReturn({ startedAt, returnedAt: lastReturnAt(), online }))
        throw error;
    }
    await waitUnlessAborted(ASK_AGAIN_AFTER_RETURN_MS, context.signal);
    return ask(false);
  };
  const payload = await ask(true);
  if (isFirstLoad(context)) await beforeFirstParse?.(payload);
  try {
    return await parse(payload);
  } catch (error) {
    reportWrongShape(url, error);
    throw error;
  }
}

/** Resolves after `ms`, or rejects at once when the query is cancelled. */
function waitUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/**
 * The service worker's kept copy of an answer, when it is newer than what the page has: shown with
 * the time it was stored, while the request still counts as failed (the data is not current).
 */
async function keepOfflineCopy<T>(
  context: QueryFunctionContext,
  copy: OfflineCopyError,
  parse: (payload: unknown) => T | Promise<T>,
): Promise<void> {
  const shown = context.client.getQueryState(context.queryKey)?.dataUpdatedAt ?? 0;
  if (copy.storedAt <= shown) return;
  try {
    const data = await parse(copy.payload);
    context.client.setQueryData(context.queryKey, data, { updatedAt: copy.storedAt });
  } catch {
    // A copy that no longer parses is simply not shown; the failure stands.
  }
}

/**
 * A polled feed. Its cadence lives in `meta` (the page's FeedPolling reads it, and so do the
 * visibility and reconnect rules); there is no interval here, so a reader never polls.
 */
export function polledQuery<T>(
  path: string,
  refreshMs: number,
  parse: (payload: unknown) => T | Promise<T>,
  timing: FirstLoadTiming = {},
) {
  // One path, one parser: the key identifies the feed, the rest is fixed per path.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [path],
    queryFn: (context: QueryFunctionContext) => fetchAndParse(context, parse, timing),
    meta: { refreshMs },
  });
}

/** A list read once per page load (cities, the network's domains). */
export function onceQuery<T>(
  path: string,
  parse: (payload: unknown) => T,
  request: Omit<RequestOptions, 'signal'> = {},
) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one path, one parser
  return queryOptions({
    queryKey: [path],
    queryFn: (context: QueryFunctionContext) => fetchAndParse(context, parse, {}, request),
  });
}
