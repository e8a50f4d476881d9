import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MapKind, MapKindItems, MarkerTone } from '@/domain/map-kinds';
import { cameraKind } from './camera';
import { newsKind } from './news';
import { weatherKind } from './weather';
import { transitKind } from './transit';

/** How the map draws one kind of point: the UI half of its row in src/domain/map-kinds.ts. */
export interface KindView<K extends MapKind> {
  /** What the marker shows (decorative: its name says it). */
  Glyph: (props: { item: MapKindItems[K]; tone: MarkerTone }) => ReactNode;
  /** The marker's own classes (its size, shape and colours), beside the shared base. */
  look: (item: MapKindItems[K], tone: MarkerTone, pressed: boolean) => string;
  /** What a cluster shows when it holds one of these points. */
  clusterCue?: {
    /** An icon beside the count (the cluster is wider by `CUE_ICON_WIDTH` to hold it). */
    Icon?: LucideIcon;
    /** A point that makes the cluster's ring red ("urgent"): its name says what it holds. */
    urgent?: (item: MapKindItems[K]) => boolean;
  };
}

/** Every kind's view: a new kind in the domain's table is a compile error here until it has one. */
export const KIND_VIEWS: { [K in MapKind]: KindView<K> } = {
  camera: cameraKind,
  weather: weatherKind,
  news: newsKind,
  transit: transitKind,
};

/** A kind's view over any item of the kinds (what a loop over references needs). */
export const kindView = (kind: MapKind): KindView<MapKind> =>
  KIND_VIEWS[kind] as unknown as KindView<MapKind>;

/** The extra width (px) of a cluster that shows a kind's icon beside its count. */
export const CUE_ICON_WIDTH = 16;
