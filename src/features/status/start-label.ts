import { monthDay } from '@/words/date-format';
import { formatTime } from '@/words/freshness';
import { dayOf } from '@/words/time-on-day';
import type { Translate } from '@/i18n/translate';

/**
 * When an alert started: "3:04 PM" today, "Jan 14, 8:07 PM" on another day (in the visitor's time
 * zone); '' when the time does not parse.
 */
export function startLabel(t: Translate, iso: string, nowMs: number): string {
  const time = formatTime(iso);
  if (!time) return '';
  const start = new Date(iso);
  if (dayOf(start) === dayOf(nowMs)) return time;
  return t('date.dateAndTime', { date: monthDay(start), time });
}
