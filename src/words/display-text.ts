import { t } from '@/i18n/translate';
import { formatDate, formatTime } from './freshness';

/** "Jan 5, 2025, 4:12 PM"; '' when the date does not parse. */
export function newsDateLabel(iso: string): string {
  const date = formatDate(iso);
  return date ? t('date.dateAndTime', { date, time: formatTime(iso) }) : '';
}
