import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import type { LiveStats } from '@/domain/live-stats';
import { CAMERA_WORDS } from '@/entities/camera/words';
import { NEWS_WORDS } from '@/entities/news/words';
import { WEATHER_WORDS } from '@/entities/weather-station/words';

/** "90 traffic cameras, 5 weather stations and 28 news stories on the map." */
export function liveSummary(stats: LiveStats): string {
  return t('map.live.summary', {
    cameras: CAMERA_WORDS.count(stats.cameras),
    stations: WEATHER_WORDS.count(stats.stations),
    news: NEWS_WORDS.count(stats.news),
  });
}
