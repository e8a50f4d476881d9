import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import type { LiveStats } from '@/domain/live-stats';
import { KIND_WORDS } from './map-kinds';

/** "90 traffic cameras, 5 weather stations and 28 news stories on the map." */
export function liveSummary(stats: LiveStats): string {
  return t('map.live.summary', {
    cameras: KIND_WORDS.camera.count(stats.cameras),
    stations: KIND_WORDS.weather.count(stats.stations),
    news: KIND_WORDS.news.count(stats.news),
  });
}
