import { t, tp } from '@/i18n/translate';
import '@/i18n/english-later';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * "Image 40 s old", "Image 2 min old", "Image 3 h old" since the still loaded; seconds in steps of
 * ten, so the label changes at most every 10 s. '' before the first load (loadedAt 0).
 */
export function stillAgeLabel(loadedAt: number, now: number): string {
  if (!loadedAt) return '';
  const age = now - loadedAt;
  if (!Number.isFinite(age) || age < 10 * SECOND_MS) return t('cameras.still.ageUnder10s');
  if (age < MINUTE_MS) {
    return tp('cameras.still.ageSeconds', Math.floor(age / (10 * SECOND_MS)) * 10);
  }
  if (age < HOUR_MS) return tp('cameras.still.ageMinutes', Math.floor(age / MINUTE_MS));
  const hours = Math.floor(age / HOUR_MS);
  if (hours < 48) return tp('cameras.still.ageHours', hours);
  return tp('cameras.still.ageDays', Math.floor(hours / 24));
}
