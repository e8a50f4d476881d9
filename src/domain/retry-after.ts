/**
 * How long a server that throttles (429) or is briefly down (503) asked to be left alone: its
 * `Retry-After` in seconds or as an HTTP date. A date is read against the server's own `Date` when
 * it sends one, so a device clock that is off does not stretch or cut the wait.
 */

/** A 429 whose wait cannot be read (a cross-origin header the server does not expose): ms. */
export const THROTTLED_DEFAULT_WAIT_MS = 60_000;

/** No server's word holds the site back longer than this: ms. */
export const LONGEST_WAIT_MS = 60 * 60 * 1000;

const clamp = (ms: number) => Math.min(Math.max(ms, 0), LONGEST_WAIT_MS);

/** The wait in ms, or null when the answer asks for none. */
export function retryAfterMs(
  status: number,
  retryAfter: string | null,
  serverDate: string | null,
  nowMs: number,
): number | null {
  if (status !== 429 && status !== 503) return null;
  const value = retryAfter?.trim() ?? '';
  if (/^\d+$/.test(value)) return clamp(Number(value) * 1000);
  const until = value ? Date.parse(value) : Number.NaN;
  if (!Number.isNaN(until)) {
    const sent = serverDate ? Date.parse(serverDate) : Number.NaN;
    return clamp(until - (Number.isNaN(sent) ? nowMs : sent));
  }
  return status === 429 ? THROTTLED_DEFAULT_WAIT_MS : null;
}
