import { t } from '@/i18n/translate';
import { formatDate, formatTime } from './freshness';

/** At most `max` characters, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

/** "Jan 5, 2025, 4:12 PM"; '' when the date does not parse. */
export function newsDateLabel(iso: string): string {
  const date = formatDate(iso);
  return date ? t('date.dateAndTime', { date, time: formatTime(iso) }) : '';
}

/** "suburban" → "Suburban". */
export function capitalise(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
