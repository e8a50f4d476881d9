/**
 * What a visitor reads of the map's kinds, from the registry: each kind's words (its entity's
 * words.ts) in one table, and the names built from them, a marker's, a list entry's and a
 * cluster's. Plain functions over the catalog in the language of the moment, as words/ are.
 */
import { t, tp } from '@/i18n/translate';
import type { ClusterPlace, MapItemRef, MapKind } from '@/domain/map-kinds';
import type { DetailPart } from '@/words/detail-part';
import { joinCounts } from '@/words/labels';
import type { KindWords } from '@/words/map-kinds';
import { KINDS, MAP_KIND_LIST } from './registry';

export type { KindFeedWords, KindWords } from '@/words/map-kinds';

/** Every kind's words, in the kinds' draw order. Light and dark maps read the same words. */
export const KIND_WORDS = Object.fromEntries(
  MAP_KIND_LIST.map((kind) => [kind, KINDS[kind].words]),
) as { readonly [K in MapKind]: (typeof KINDS)[K]['words'] };

/** A kind's words, read through their type (the cast TypeScript cannot make over a generic kind). */
export const kindWords = <K extends MapKind>(kind: K): KindWords<K> =>
  KIND_WORDS[kind] as unknown as KindWords<K>;

export type CityWords = NonNullable<KindWords<MapKind>['city']>;

/** A kind's lines on the city pages' panels; null for a kind that is only a layer switch there. */
export const cityWords = (kind: MapKind): CityWords | null => kindWords(kind).city ?? null;

/** The exact accessible names of markers and list entries (contract), read when asked. */
export const KIND_LABEL: Readonly<Record<MapKind, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [kind, { enumerable: true, get: () => KIND_WORDS[kind].label }]),
  ),
) as Readonly<Record<MapKind, string>>;

/** The label of one marker: its kind's, or its sort's (a transit station). */
export function refLabel(ref: MapItemRef): string {
  const sorts = kindWords(ref.kind).sorts as
    { label: (item: MapItemRef['item']) => string } | undefined;
  return sorts ? sorts.label(ref.item) : KIND_LABEL[ref.kind];
}

export function itemTitle(ref: MapItemRef): string {
  return (kindWords(ref.kind).title as (item: MapItemRef['item']) => string)(ref.item);
}

/** The parts of a list entry's detail line at `serverNow` (ms), empty parts left out. */
export function describeItem(ref: MapItemRef, serverNow: number): DetailPart[] {
  const describe = kindWords(ref.kind).describe as (
    item: MapItemRef['item'],
    serverNow: number,
  ) => DetailPart[];
  return describe(ref.item, serverNow).filter(Boolean);
}

export function markerName(ref: MapItemRef): string {
  return t('map.marker.name', { kind: refLabel(ref), title: itemTitle(ref) });
}

/**
 * A kind's items counted in words: "12 traffic cameras", or for a kind of two sorts each one
 * ("3 transit vehicles, 2 transit stations"; none: "0 transit vehicles").
 */
export function countWords(kind: MapKind, items: readonly MapItemRef['item'][]): string {
  const sorts = kindWords(kind).sorts as
    { count: (items: readonly MapItemRef['item'][]) => string } | undefined;
  return (sorts && items.length ? sorts.count(items) : '') || kindWords(kind).count(items.length);
}

/**
 * A cluster's accessible name: its visible count first (WCAG 2.5.3, label in name), then what it
 * holds, kind by kind, and where: "14 points: 12 traffic cameras, 2 news stories near Downtown
 * Minneapolis".
 */
export function clusterName(refs: readonly MapItemRef[], place: ClusterPlace): string {
  const members = new Map<MapKind, MapItemRef['item'][]>();
  for (const ref of refs) {
    const list = members.get(ref.kind);
    if (list) list.push(ref.item);
    else members.set(ref.kind, [ref.item]);
  }
  const parts = MAP_KIND_LIST.filter((kind) => members.has(kind)).map((kind) =>
    countWords(kind, members.get(kind) ?? []),
  );
  const kinds = joinCounts(parts);
  const points = tp('map.cluster.points', refs.length, { kinds });
  if (typeof place === 'object') {
    return t('map.cluster.nearDowntown', { points, city: place.downtownOf });
  }
  return place ? t('map.cluster.near', { points, place }) : points;
}
