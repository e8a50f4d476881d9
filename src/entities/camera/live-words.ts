/** The traffic cameras' row in the live-data panel (see `KindLiveWords`). */
import { t } from '@/i18n/translate';
import { FEED_MESSAGES } from '@/words/labels';
import type { KindLiveWords } from '@/words/map-kinds';
import '@/i18n/english-later';

export const liveWords: KindLiveWords<'camera'> = {
  kind: 'camera',
  label: () => t('map.live.cameras'),
  detail: (cameras, feed) => {
    if (feed === 'error' && !cameras.length) return FEED_MESSAGES.cameras.unavailable;
    const active = cameras.filter((camera) => camera.status === 'active').length;
    return t('map.live.cameraStatus', { active, inactive: cameras.length - active });
  },
};
