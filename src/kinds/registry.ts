/**
 * The one list of the map's kinds, in draw order (later kinds are drawn on top). Each line is a
 * kind's module from its entity folder; the map, the legend, the layer switches, the details
 * dialog, the city pages' panels and each page's feed list are derived from it (the rest of
 * src/kinds/). A kind whose item type is declared (`MapKindItems`, in its facts.ts) but has no line
 * here, or a line whose module lacks a part, does not compile. Adding a kind: docs/architecture.md.
 */
import type { KindModule } from '@/components/map/kind-module';
import type { MapKind } from '@/domain/map-kinds';
import { cameraKind } from '@/entities/camera/kind';
import { newsKind } from '@/entities/news/kind';
import { transitKind } from '@/entities/transit/kind';
import { weatherKind } from '@/entities/weather-station/kind';

export const KINDS = {
  camera: cameraKind,
  weather: weatherKind,
  news: newsKind,
  transit: transitKind,
} as const satisfies { readonly [K in MapKind]: KindModule<K> };

/** A kind's module, read through its type (the cast TypeScript cannot make over a generic kind). */
export const kindModule = <K extends MapKind>(kind: K): KindModule<K> =>
  KINDS[kind] as unknown as KindModule<K>;

/** Every kind, in draw order. */
export const MAP_KIND_LIST = Object.keys(KINDS) as MapKind[];
