/** The news stories' row in the live-data panel (see `KindLiveWords`). */
import { tp, t } from '@/i18n/translate';
import { FEED_MESSAGES } from '@/words/labels';
import type { KindLiveWords } from '@/words/map-kinds';
import '@/i18n/english-later';

export const liveWords: KindLiveWords<'news'> = {
  kind: 'news',
  label: () => t('map.live.news'),
  detail: (stories, feed) =>
    feed === 'error' && !stories.length
      ? FEED_MESSAGES.news.unavailable
      : tp('map.live.highImpact', stories.filter((story) => story.impact === 'high').length),
};
