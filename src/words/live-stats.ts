import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import { joinCounts } from './labels';

/**
 * "270 traffic cameras, 5 weather stations, 32 news stories on the map.": what each row of the
 * live panel counts, as the rows read it; '' when there is nothing to say.
 */
export function liveSummary(counts: readonly string[]): string {
  return counts.length ? t('map.live.summary', { counts: joinCounts(counts) }) : '';
}
