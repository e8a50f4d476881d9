import type { MapKind, MapKindItems } from '@/domain/map-kinds';
import type { FeedDefinition } from './feed';

/**
 * A map kind's feed, as its kind module names it (`entities/<kind>/kind.ts`); the table of every
 * kind's feed and the hook that reads them all are in src/kinds/kind-feeds.ts.
 */
export interface KindFeed<K extends MapKind> {
  /** The feed whose data is the kind's items (cached in whatever shape the feed keeps). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each feed caches its own shape
  feed: FeedDefinition<any, MapKindItems[K][]>;
  /**
   * What the kind shows before its first answer (the weather stations' fallback readings). A kind
   * with a fallback is never waited on; one without shows nothing until its feed answers.
   */
  fallback?: readonly MapKindItems[K][];
}
