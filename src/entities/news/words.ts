/**
 * What a visitor reads of the local news stories as a kind of map point (its facts are in
 * model.ts; its live-data row's are in live-words.ts). Plain functions and getters over the
 * catalog, as words/ are (decision 022).
 */
import { t, tp } from '@/i18n/translate';
import { fromFeed } from '@/words/detail-part';
import { FEED_MESSAGES, IMPACT_LABEL } from '@/words/labels';
import type { KindWords } from '@/words/map-kinds';

export const NEWS_WORDS = {
  get label() {
    return t('map.kind.news.label');
  },
  get layerLabel() {
    return t('map.kind.news.layer');
  },
  count: (count) => tp('map.kind.news.count', count),
  title: (item) => item.title,
  describe: (story) => [
    fromFeed(story.category),
    ...(story.impact === 'unknown' ? [] : [IMPACT_LABEL[story.impact]]),
    fromFeed(story.source),
  ],
  feed: { loading: () => t('map.feed.loadingNews'), messages: FEED_MESSAGES.news },
  city: {
    live: (count) => tp('city.liveData.stories', count),
    liveWaiting: {
      loading: () => t('city.liveData.storiesLoading'),
      unavailable: () => t('city.liveData.storiesUnavailable'),
    },
    localLabel: () => t('city.localData.news'),
    localCount: (count) => tp('city.localData.stories', count),
  },
} as const satisfies KindWords<'news'>;
