import { STALE_AFTER_INTERVALS } from './constants';

/** Data is stale once it is older than twice its feed's refresh interval. */
export function isStale(updatedAtMs: number, nowMs: number, intervalMs: number): boolean {
  return updatedAtMs > 0 && nowMs - updatedAtMs > STALE_AFTER_INTERVALS * intervalMs;
}

/** Milliseconds since the epoch, or 0 when the string does not parse (sorts last). */
export function timestampOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
}

/** Newest first; items without a readable date go last, ties keep their feed order. */
export function newestFirst<T extends { publishedAt: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index, time: timestampOf(item.publishedAt) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ item }) => item);
}
