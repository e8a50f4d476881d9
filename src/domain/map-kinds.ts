/**
 * The types every kind of map point shares. Each kind is a folder of its own (src/entities/<kind>/)
 * that adds its item's type to `MapKindItems` (a declaration in its facts.ts) and its module to the
 * one registry (src/kinds/registry.ts), which the compiler holds to this interface: a kind named
 * here but missing from the registry, or registered without a part, is a type error there. The
 * table of the kinds and the rules that loop over it are in src/kinds/map-kinds.ts.
 */
import type { Placed, MapArea } from './map-items';

/**
 * What a point of each kind stands for, one entry per kind, each declared by its entity's facts.ts
 * (`declare module '@/domain/map-kinds'`), so that adding a kind touches no file here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each kind's facts.ts
export interface MapKindItems {}

export type MapKind = keyof MapKindItems;

/** One thing a marker, a card or a list entry stands for; what the details dialog shows. */
export type MapItemRef = { [K in MapKind]: { kind: K; item: MapKindItems[K] } }[MapKind];

/** The map's two marker looks: light maps (metro page, city pages) and the phone's dark map. */
export type MarkerTone = 'light' | 'dark';

/** A marker's size on screen (px). */
export type MarkerBox = readonly [width: number, height: number];

/** A kind's facts: how its points are placed, switched and kept apart on the map. */
export interface MapKindSpec<K extends MapKind> {
  /** Its key in the layer switches, in `?layers=` and in the placed items (`MapItems`). */
  layer: string;
  /**
   * For a kind of two sorts of point (transit: vehicles and stations), how many its layer switch
   * counts (only one sort); else every item.
   */
  switchCount?: (items: readonly MapKindItems[K][]) => number;
  /** The items the map draws for an area, each at its point, in feed order. */
  place: (items: readonly MapKindItems[K][], area: MapArea) => Placed<MapKindItems[K]>[];
  /** The marker's box on screen (px), per tone: what the clustering keeps apart. */
  box: Readonly<Record<MarkerTone, MarkerBox>>;
  /** One marker's box, for a kind whose markers differ in size (transit's pills); else `box`. */
  itemBox?: (item: MapKindItems[K], tone: MarkerTone) => MarkerBox;
}

/** 'pending' before the first answer, 'error' when the feed failed with no data, else 'ready'. */
export type LiveFeedState = 'pending' | 'error' | 'ready';

/**
 * The place a cluster is named after: a city's name ("Eagan", kept as it is), or a city's downtown,
 * which has a sentence of its own (a language may not say "near" + its downtown label).
 */
export type ClusterPlace = string | { readonly downtownOf: string };
