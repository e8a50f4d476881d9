import {
  layerCounts,
  MAP_KIND_LIST,
  MAP_KINDS,
  type MapItems,
  type MapLayerKey,
} from './map-kinds';
import type { MapItemsResult } from './use-map-items';

/**
 * A layer switch's count: the number once its feed has answered, '…' while it first loads, '–'
 * when it failed before any answer. Never a 0 that no answer said.
 */
export const countText = (count: number | null | undefined, failed: boolean): string =>
  String(count ?? (failed ? '–' : '…'));

/** The metro map's layer buttons' counts, each by its feed (`countText`). */
export function layerCountTexts(
  items: MapItems,
  feeds: MapItemsResult['feeds'],
): Record<MapLayerKey, string> {
  const counts = layerCounts(items);
  return Object.fromEntries(
    MAP_KIND_LIST.map((kind) => {
      const layer = MAP_KINDS[kind].layer;
      const feed = feeds[kind];
      return [layer, countText(feed.hasData ? counts[layer] : null, feed.status === 'error')];
    }),
  ) as Record<MapLayerKey, string>;
}
