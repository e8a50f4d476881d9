import { t } from '@/i18n/translate';
import { dayAndTime, timeOfDay } from './date-format';

/**
 * "Last updated 7:42 AM · offline", with the weekday when it was read on another day ("Last updated
 * Tue 7:42 AM · offline"). '' when nothing was ever read.
 */
export function offlineFreshnessLabel(updatedAtMs: number, nowMs: number): string {
  if (!updatedAtMs || !Number.isFinite(updatedAtMs)) return '';
  const read = new Date(updatedAtMs);
  const sameDay = new Date(nowMs).toDateString() === read.toDateString();
  const when = sameDay ? timeOfDay(read) : dayAndTime(read);
  return t('freshness.offline', { when });
}
