/**
 * How far the server's clock is ahead of this device's (ms), from an answer's `Date` header. A
 * device clock that is off must not make the server's times (a reading's time, an alert's end)
 * look hours old or in the future. Small differences (the header counts whole seconds, and the
 * answer took time to arrive) are taken as none.
 */

/** Differences below this are the header's rounding and the trip, not a wrong clock: ms. */
export const CLOCK_OFFSET_MIN_MS = 60_000;

/** The server's clock minus this device's, or 0 when the header is missing, unreadable or close. */
export function clockOffsetMs(dateHeader: string | null, receivedAtMs: number): number {
  const sent = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(sent) || !Number.isFinite(receivedAtMs)) return 0;
  // The header drops the milliseconds: half a second is the middle of what it may have been.
  const offset = sent + 500 - receivedAtMs;
  return Math.abs(offset) < CLOCK_OFFSET_MIN_MS ? 0 : offset;
}
