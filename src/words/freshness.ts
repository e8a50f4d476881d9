import { t, tp } from '@/i18n/translate';
import { monthDay, timeOfDay } from './date-format';

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
