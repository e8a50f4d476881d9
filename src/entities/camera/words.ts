/**
 * What a visitor reads of the traffic cameras as a kind of map point (its facts are in model.ts):
 * a marker's name, its layer, how it is counted, its list line, its feed's lines and its rows in
 * the city panels (its live-data row's are in live-words.ts). Plain functions and getters over
 * the catalog in the language of the moment, as words/ are (decision 022).
 */
import { t, tp } from '@/i18n/translate';
import { fromFeed } from '@/words/detail-part';
import { CAMERA_STATUS_LABEL, FEED_MESSAGES } from '@/words/labels';
import type { KindWords } from '@/words/map-kinds';

export const CAMERA_WORDS = {
  get label() {
    return t('map.kind.camera.label');
  },
  get layerLabel() {
    return t('map.kind.camera.layer');
  },
  count: (count) => tp('map.kind.camera.count', count),
  title: (item) => item.name,
  describe: (camera) => [
    fromFeed([camera.highway, camera.direction].filter(Boolean).join(' ')),
    camera.county && t('county', { county: camera.county }),
    CAMERA_STATUS_LABEL[camera.status],
  ],
  feed: { loading: () => FEED_MESSAGES.cameras.loading, messages: FEED_MESSAGES.cameras },
  city: {
    live: (count) => tp('city.liveData.cameras', count),
    liveWaiting: {
      loading: () => t('city.liveData.camerasLoading'),
      unavailable: () => t('city.liveData.camerasUnavailable'),
    },
    localLabel: () => t('city.localData.traffic'),
    localCount: (count) => tp('city.localData.cameras', count),
  },
} as const satisfies KindWords<'camera'>;
