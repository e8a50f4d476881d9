import type { LucideIcon } from 'lucide-react';
import type { KindFeed } from '@/api/feeds/kind-feeds';
import type { MapKind, MapKindSpec } from '@/domain/map-kinds';
import type { KindWords } from '@/words/map-kinds';

/**
 * One kind of map point as its entity folder hands it to the site (`entities/<kind>/kind.ts`):
 * what one line of the registry (src/kinds/registry.ts) gives the map, the legend, the layer
 * switches, the city pages' panels and each page's feed list, all of it light enough for the first
 * screen. Its heavy parts are files of fixed names in its folder, found there by the code that
 * loads later: its `marker.tsx` with the marker layer, its `details.tsx` with the details dialog
 * (decision 024).
 */
export interface KindModule<K extends MapKind> extends KindFeed<K> {
  /** Its layer key, how its points are placed and its marker's box (its facts.ts). */
  facts: MapKindSpec<K>;
  /** What a visitor reads of it (its words.ts). */
  words: KindWords<K>;
  /** The icon that names it: the layer switches, a cluster's list, the dialog's title, the panels. */
  icon: LucideIcon;
}
