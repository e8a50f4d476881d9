import type { LocalKindCount, LocalKindCounts } from '@/features/city-pages/use-local-news-data';
import {
  MAP_KIND_LIST,
  MAP_LAYER_KEYS,
  type MapItems,
  type MapLayerKey,
  type MapLayers,
} from '@/kinds/map-kinds';

/**
 * The map's tables as a test spells them: only the kinds it is about, every other kind off or
 * empty, so a new kind in the registry touches no test that is not about it.
 */

/** These layers on, every other off. */
export const layersOf = (on: Partial<MapLayers>): MapLayers =>
  ({ ...Object.fromEntries(MAP_LAYER_KEYS.map((key) => [key, false])), ...on }) as MapLayers;

/** These layers' placed items, every other layer empty. */
export const itemsOf = (items: Partial<MapItems>): MapItems =>
  ({ ...Object.fromEntries(MAP_LAYER_KEYS.map((key) => [key, []])), ...items }) as MapItems;

/** These layers' counts (the layer switches'), every other layer 0. */
export const layerCountsOf = (
  counts: Partial<Record<MapLayerKey, string>>,
): Record<MapLayerKey, string> =>
  ({ ...Object.fromEntries(MAP_LAYER_KEYS.map((key) => [key, '0'])), ...counts }) as Record<
    MapLayerKey,
    string
  >;

const NONE: LocalKindCount = { count: 0, shown: 0, failed: false };

/** These kinds' counts on a city page, every other kind none. */
export const localKindCountsOf = (counts: Partial<LocalKindCounts>): LocalKindCounts =>
  ({
    ...Object.fromEntries(MAP_KIND_LIST.map((kind) => [kind, NONE])),
    ...counts,
  }) as LocalKindCounts;
