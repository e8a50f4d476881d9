/**
 * The map's kinds as one table of facts, from the registry: per kind, its layer key (the switch,
 * the URL's `layers=` and the key of its placed items), how its items are placed and its marker's
 * box; and the rules that loop over the kinds. Facts only: what a visitor reads is in
 * kind-words.ts. The shared types are domain/map-kinds.ts's, re-exported here for the layers above.
 */
import type { MapArea, Placed } from '@/domain/map-items';
import { mapArea } from '@/domain/map-items';
import type { LatLng, OwnedDomain } from '@/domain/types';
import type { MapItemRef, MapKind, MapKindItems, MapKindSpec } from '@/domain/map-kinds';
import { KINDS, MAP_KIND_LIST } from './registry';

export type {
  ClusterPlace,
  LiveFeedState,
  MapItemRef,
  MapKind,
  MapKindItems,
  MapKindSpec,
  MarkerBox,
  MarkerTone,
} from '@/domain/map-kinds';
export { averageTemperatureF } from '@/domain/units';
export { MAP_KIND_LIST };

/** Every kind's facts, in draw order. */
export const MAP_KINDS = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [kind, KINDS[kind].facts]),
) as { readonly [K in MapKind]: (typeof KINDS)[K]['facts'] };

/** A kind's facts, read through their type (so every place function takes an area). */
export const kindSpec = <K extends MapKind>(kind: K): MapKindSpec<K> =>
  MAP_KINDS[kind] as unknown as MapKindSpec<K>;

/** A kind's layer key: `cameras`, `weather`, `news`, `transit`. */
export type MapLayerKey = (typeof MAP_KINDS)[MapKind]['layer'];
type LayerOf<K extends MapKind> = (typeof MAP_KINDS)[K]['layer'];

/** The layer keys, in draw order. */
export const MAP_LAYER_KEYS: readonly MapLayerKey[] = MAP_KIND_LIST.map(
  (kind) => MAP_KINDS[kind].layer,
);

/** Which layers are on. */
export type MapLayers = Record<MapLayerKey, boolean>;

/** What the map draws: each kind's placed items under its layer key. */
export type MapItems = { [K in MapKind as LayerOf<K>]: Placed<MapKindItems[K]>[] };

/** The placed items of one kind. */
export function placedOf<K extends MapKind>(items: MapItems, kind: K): Placed<MapKindItems[K]>[] {
  return (items as unknown as Record<MapLayerKey, Placed<MapKindItems[K]>[]>)[
    MAP_KINDS[kind].layer
  ];
}

/** A reference to an item of a kind (the cast TypeScript cannot make over a generic kind). */
export const refOf = <K extends MapKind>(kind: K, item: MapKindItems[K]) =>
  ({ kind, item }) as MapItemRef;

/** Each shown layer's points, in draw order, as references with the point they are drawn at. */
export function shownPoints(
  items: MapItems,
  layers: MapLayers,
): { ref: MapItemRef; point: LatLng }[] {
  const shown: { ref: MapItemRef; point: LatLng }[] = [];
  for (const kind of MAP_KIND_LIST) {
    if (!layers[MAP_KINDS[kind].layer]) continue;
    for (const { item, point } of placedOf(items, kind))
      shown.push({ ref: refOf(kind, item), point });
  }
  return shown;
}

/** Whether no layer is on (the map then says how to turn one on). */
export const noLayerShown = (layers: MapLayers): boolean =>
  MAP_LAYER_KEYS.every((key) => !layers[key]);

/** Whether any layer has a point to draw. */
export const hasPoints = (items: MapItems): boolean =>
  MAP_KIND_LIST.some((kind) => placedOf(items, kind).length > 0);

/** Each kind's items, as a feed gave them (a kind left out has none). */
export type KindItemLists = { readonly [K in MapKind]?: readonly MapKindItems[K][] };

/** What a kind keeps of its feed's items (the city pages' news filter); a kind left out, all. */
export type KindFilters = { readonly [K in MapKind]?: (item: MapKindItems[K]) => boolean };

export interface MapItemsInput {
  items: KindItemLists;
  mode: 'metro' | 'local';
  /** Local mode: the domain the map is centred on. */
  domain?: OwnedDomain | null;
  filters?: KindFilters;
}

/** One kind's items the map draws in an area, each at its point, after the kind's filter. */
export function placeKind<K extends MapKind>(
  kind: K,
  items: readonly MapKindItems[K][],
  area: MapArea,
  filter?: (item: MapKindItems[K]) => boolean,
): Placed<MapKindItems[K]>[] {
  return kindSpec(kind).place(filter ? items.filter(filter) : items, area);
}

/**
 * What the map draws. Metro mode: everything with coordinates inside the box. Local mode: cameras
 * and news within 25 km of the domain, news without coordinates from the domain's county placed
 * at the centre, and the weather stations. Nothing outside the box is ever drawn.
 */
export function selectMapItems({ items, mode, domain, filters = {} }: MapItemsInput): MapItems {
  const area = mapArea(mode, domain);
  const placed = <K extends MapKind>(kind: K) =>
    placeKind(kind, (items[kind] ?? []) as readonly MapKindItems[K][], area, filters[kind]);
  return Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [MAP_KINDS[kind].layer, placed(kind)]),
  ) as unknown as MapItems;
}

/**
 * How many of a kind's items its switches and counts name: every item, or, for a kind of two
 * sorts, the one its words count (transit: "53 transit vehicles" counts the vehicles, not the
 * stations).
 */
export function kindCount<K extends MapKind>(kind: K, items: readonly MapKindItems[K][]): number {
  const switchCount = kindSpec(kind).switchCount;
  return switchCount ? switchCount(items) : items.length;
}

/** How many points each layer draws (the layer switches' counts). */
export function layerCounts(items: MapItems): Record<MapLayerKey, number> {
  return Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [
      MAP_KINDS[kind].layer,
      kindCount(kind, placedOf(items, kind).map(({ item }) => item) as MapKindItems[typeof kind][]),
    ]),
  ) as Record<MapLayerKey, number>;
}

export type { MapArea };
