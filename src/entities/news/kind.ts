import NewspaperIcon from 'lucide-react/icons/newspaper';
import type { KindModule } from '@/components/map/kind-module';
import { newsFeed } from './feed';
import { NEWS_FACTS } from './facts';
import { NEWS_WORDS } from './words';

/**
 * The local news story as one kind of map point (its line in src/kinds/registry.ts). Its demo and
 * test answers are src/mocks/fixtures/news.ts, served by src/mocks/handlers.ts.
 */
export const newsKind = {
  facts: NEWS_FACTS,
  words: NEWS_WORDS,
  icon: NewspaperIcon,
  feed: newsFeed,
} as const satisfies KindModule<'news'>;
