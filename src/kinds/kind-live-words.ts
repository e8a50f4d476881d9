/**
 * Every kind's row in the live-data panel: the `liveWords` of each entity's `live-words.ts`. Read
 * only by that panel, which renders after the first paint, so the rows' words load with it.
 */
import type { MapKind } from '@/domain/map-kinds';
import type { KindLiveWords } from '@/words/map-kinds';
import { byKind } from './by-kind';

export const KIND_LIVE_WORDS = byKind(
  'live-words.ts',
  import.meta.glob<KindLiveWords<MapKind>>('../entities/*/live-words.ts', {
    eager: true,
    import: 'liveWords',
  }),
);
