import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MapKind, MapKindItems, MarkerTone } from '@/domain/map-kinds';

/**
 * How the map draws one kind of point: each kind's is the `marker` of its entity's `marker.tsx`,
 * which the marker layer finds by that name (src/kinds/kind-views.ts) and the build puts in the
 * marker layer's chunk (`map-layers`).
 */
export interface KindView<K extends MapKind> {
  /** The kind it draws. */
  kind: K;
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

/** The extra width (px) of a cluster that shows a kind's icon beside its count. */
export const CUE_ICON_WIDTH = 16;
