/**
 * The latest word on how far the server's clock is from this device's (`domain/clock-offset.ts`),
 * from the `Date` of each answer that lets the page read it (the site's own API does; other
 * origins do not expose it, and leave it as it was).
 */
import { clockOffsetMs } from '@/domain/clock-offset';

let offsetMs = 0;

export function noteServerDate(dateHeader: string | null, receivedAtMs: number): void {
  if (dateHeader === null) return;
  offsetMs = clockOffsetMs(dateHeader, receivedAtMs);
}

/** The server's clock minus this device's (ms); 0 when they agree or nothing has said. */
export function serverClockOffset(): number {
  return offsetMs;
}

/** The server's time (ms) when this device's clock reads `deviceNow`. */
export function serverNow(deviceNow: number = Date.now()): number {
  return deviceNow + offsetMs;
}

/** A time on the server's clock (ms) as this device's clock reads it. */
export function toDeviceClock(serverMs: number): number {
  return serverMs - offsetMs;
}

/** Back to "nothing has said", as on a fresh page (tests that share a page's modules use it). */
export function forgetServerClock(): void {
  offsetMs = 0;
}
