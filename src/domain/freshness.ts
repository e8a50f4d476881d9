import { STALE_AFTER_INTERVALS } from './constants';
import { monthDay, timeOfDay } from './date-format';
import { t, tp } from '@/i18n/translate';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "just now", "1 min ago", "6 min ago", "2 h ago" for an age in milliseconds. */
export function formatAge(ageMs: number): string {
  if (!Number.isFinite(ageMs) || ageMs < MINUTE_MS) return t('age.justNow');
  if (ageMs < HOUR_MS) return tp('age.minutes', Math.floor(ageMs / MINUTE_MS));
  const hours = Math.floor(ageMs / HOUR_MS);
  if (hours < 48) return tp('age.hours', hours);
  return tp('age.days', Math.floor(hours / 24));
}

/**
 * "Updated 6 min ago", or with the server's source "National Weather Service · read 6 min ago";
 * "Not updated yet" before the first success (updatedAt 0).
 */
export function freshnessLabel(updatedAtMs: number, nowMs: number, source = ''): string {
  if (!updatedAtMs) return t('freshness.notYet');
  const age = formatAge(nowMs - updatedAtMs);
  return source ? t('freshness.sourceRead', { source, age }) : t('freshness.updated', { age });
}

/** Data is stale once it is older than twice its feed's refresh interval. */
export function isStale(updatedAtMs: number, nowMs: number, intervalMs: number): boolean {
  return updatedAtMs > 0 && nowMs - updatedAtMs > STALE_AFTER_INTERVALS * intervalMs;
}

/** A readable local time for an ISO string, or '' when it does not parse. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return timeOfDay(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return monthDay(date, true);
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
