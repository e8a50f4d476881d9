import type { ComponentType } from 'react';
import type { MapKind, MapKindItems } from '@/domain/map-kinds';

/**
 * What the details dialog shows of one kind's item, under its title: each kind's is the `details`
 * of its entity's `details.tsx`, which the dialog finds by that name (src/kinds/kind-details.ts)
 * and the build puts in the dialog's chunk.
 */
export interface DetailBody<K extends MapKind> {
  /** The kind it shows. */
  kind: K;
  Body: ComponentType<{ item: MapKindItems[K] }>;
}
