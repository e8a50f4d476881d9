/**
 * Rules for the site without a connection: what is kept for the next visit, for how long, and how
 * the service worker files camera stills (words/offline.ts says a kept copy's age).
 */

/** Kept feeds older than this are not shown on the next visit (ms). */
export const KEPT_FEEDS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The IndexedDB key under which the last-known feeds are kept. */
export const KEPT_FEEDS_STORAGE_KEY = 'twin-cities-live:last-known-feeds';

/** Writes of the kept feeds are spaced at least this far apart (ms). */
export const KEPT_FEEDS_WRITE_EVERY_MS = 2_000;

/** The service worker waits this long for the network before it answers from its copy (s). */
export const NETWORK_TIMEOUT_SECONDS = 4;

/**
 * The header the service worker adds to the copies it keeps: when the copy was stored (ms since the
 * epoch). A page that gets an answer with it knows it is a copy, and how old.
 */
export const COPY_STORED_AT_HEADER = 'x-twin-cities-copy-stored-at';

/**
 * A request that no network answered (the device's copy came back, or nothing) after the
 * connection came back is asked once more, this long after (ms): one that was under way at the
 * return, or that left in the network's first seconds back (a radio waking, an address still being
 * given), failed for a cause that is gone.
 */
export const ASK_AGAIN_AFTER_RETURN_MS = 1_000;

/** How long after the return a request that fails still counts as one of those first seconds (ms). */
export const RETURN_SETTLING_MS = 3_000;

/**
 * Whether a request that no network answered (the device's copy came back, or nothing) is asked
 * once more: only while the browser is online, and only when it started before the last return or
 * within its first seconds. Otherwise the failure stands until the feed's next poll.
 */
export function askAgainAfterReturn({
  startedAt,
  returnedAt,
  online,
}: {
  /** When the request started (ms since the epoch). */
  startedAt: number;
  /** When the connection last came back, if it has (ms since the epoch). */
  returnedAt: number | null;
  online: boolean;
}): boolean {
  if (!online || returnedAt === null) return false;
  return startedAt <= returnedAt + RETURN_SETTLING_MS;
}

/** The query parameter that makes each camera-still refresh a new request (camera-stills.ts). */
const STILL_STAMP_PARAM = '_ts';

/**
 * Whether a query's answer is worth keeping for the next visit: the API's feeds and lists (they
 * start with `/api/`), the weather service's (they start with 'nws') and the stations' departures
 * (shown as last known, never live, until read again); not the trains' positions, which are not
 * drawn once 5 minutes old. A query with no answer is never kept. One whose last refresh failed
 * keeps its last good answer: a captive portal or a dead link must not wipe what the device knows.
 */
export function isKeptFeed(queryKey: readonly unknown[], hasAnswer: boolean): boolean {
  if (!hasAnswer) return false;
  const [first] = queryKey;
  if (first === 'nextrip') return queryKey[1] === 'departures';
  return typeof first === 'string' && (first.startsWith('/api/') || first === 'nws');
}

/**
 * The key a camera still is kept under: its URL without the refresh stamp, so the last still of a
 * camera answers the next request for that camera, whatever its stamp. Other URLs are unchanged.
 */
export function stillCacheKey(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!parsed.searchParams.has(STILL_STAMP_PARAM)) return url;
  parsed.searchParams.delete(STILL_STAMP_PARAM);
  return parsed.toString();
}

/** When a kept copy was stored (ms), from the service worker's header; 0 for a fresh answer. */
export function copyStoredAt(headerValue: string | null): number {
  if (headerValue === null) return 0;
  const stamp = Number(headerValue);
  return Number.isFinite(stamp) && stamp > 0 ? stamp : 0;
}

/**
 * Whether an answer to a data call is a web page: what a captive portal (a Wi-Fi sign-in page)
 * sends in place of every answer, with status 200. Such an answer is a failure of the call, never
 * data, and never kept.
 */
export function isWebPageAnswer(contentType: string | null, body = ''): boolean {
  if (contentType && /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType)) return true;
  return /^\s*<(!doctype|html|head|body)\b/i.test(body.slice(0, 200));
}
