/** The weather stations' row in the live-data panel (see `KindLiveWords`). */
import { averageTemperatureF } from '@/domain/units';
import { t } from '@/i18n/translate';
import { temperatureLabel } from '@/words/labels';
import type { KindLiveWords } from '@/words/map-kinds';
import '@/i18n/english-later';

export const liveWords: KindLiveWords<'weather'> = {
  kind: 'weather',
  label: () => t('map.live.stations'),
  detail: (stations, feed, serverNow) => {
    const average = averageTemperatureF(stations, serverNow);
    if (average !== null) return t('map.live.average', { temperature: temperatureLabel(average) });
    return feed === 'pending' ? t('map.live.loadingReadings') : t('map.live.noReadings');
  },
};
