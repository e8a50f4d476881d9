import { t } from '@/i18n/translate';
import { dayOf, timeOnDay } from './time-on-day';

/**
 * "Last updated 7:42 AM · offline", with the weekday when it was read on another day ("Last updated
 * Tue 7:42 AM · offline"). '' when nothing was ever read.
 */
export function offlineFreshnessLabel(updatedAtMs: number, nowMs: number): string {
  if (!updatedAtMs || !Number.isFinite(updatedAtMs)) return '';
  return t('freshness.offline', { when: timeOnDay(updatedAtMs, dayOf(nowMs)) });
}
