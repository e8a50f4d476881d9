/**
 * The news story's facts on the map: its layer key, how its points are placed (a city's unlocated
 * stories around its centre) and its marker's box. Facts only: its words are in words.ts.
 */
import { placeNews } from '@/domain/map-items';
import type { MapKindSpec } from '@/domain/map-kinds';
import type { NewsItem } from '@/domain/types';

declare module '@/domain/map-kinds' {
  interface MapKindItems {
    news: NewsItem;
  }
}

/** Light maps draw 28 px stories; the phone's dark map 32 px. */
export const NEWS_FACTS = {
  layer: 'news',
  place: (items, area) => placeNews(items, area),
  box: { light: [28, 28], dark: [32, 32] },
} as const satisfies MapKindSpec<'news'>;
