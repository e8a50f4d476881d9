/** Live transit's row in the live-data panel (see `KindLiveWords`). */
import { t, tp } from '@/i18n/translate';
import type { KindLiveWords } from '@/words/map-kinds';
import { countSorts } from './words';

export const liveWords: KindLiveWords<'transit'> = {
  kind: 'transit',
  label: () => t('transit.kind.layer'),
  detail: (points, feed) => {
    const vehicles = points.filter((point) => point.type === 'vehicle').length;
    if (feed === 'error' && !vehicles) return t('transit.feed.unavailable');
    // The row's figure counts vehicles and stations: the line says how many of each.
    return points.length ? countSorts(points) : tp('transit.kind.vehicles', 0);
  },
};
