import TramFrontIcon from 'lucide-react/icons/tram-front';
import type { KindModule } from '@/components/map/kind-module';
import { transitPointsFeed } from './feed';
import { TRANSIT_FACTS } from './facts';
import { TRANSIT_WORDS } from './words';

/**
 * Live transit (METRO vehicles and stations) as one kind of map point (its line in
 * src/kinds/registry.ts). Its demo answers are src/mocks/fixtures/nextrip.ts, served by
 * src/mocks/handlers.ts.
 */
export const transitKind = {
  facts: TRANSIT_FACTS,
  words: TRANSIT_WORDS,
  icon: TramFrontIcon,
  feed: transitPointsFeed,
} as const satisfies KindModule<'transit'>;
