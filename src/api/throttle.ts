/**
 * Calls a server asked the site to leave alone for a while (429 or 503 with `Retry-After`): until
 * then no request for that URL leaves the page, whatever asks (a poll, the return of the
 * connection, a retry, a part that mounts).
 */
const heldUntil = new Map<string, number>();

/** Holds requests for `url` until `untilMs` (ms since the epoch, this device's clock). */
export function holdRequests(url: string, untilMs: number): void {
  heldUntil.set(url, Math.max(untilMs, heldUntil.get(url) ?? 0));
}

/** Until when requests for `url` are held (ms), or 0 when they may go. */
export function requestsHeldUntil(url: string, nowMs: number): number {
  const until = heldUntil.get(url) ?? 0;
  if (until > nowMs) return until;
  heldUntil.delete(url);
  return 0;
}

/** Forgets every hold (for tests). */
export function releaseAllHolds(): void {
  heldUntil.clear();
}
