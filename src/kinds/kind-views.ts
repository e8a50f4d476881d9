/**
 * Every kind's marker: the `marker` of each entity's `marker.tsx`. Read only by the marker layer,
 * so the markers load with it (the `map-layers` chunk), and no first screen downloads them.
 */
import type { KindView } from '@/components/map/kind-view';
import type { MapKind } from '@/domain/map-kinds';
import { byKind } from './by-kind';

export const KIND_VIEWS = byKind(
  'marker.tsx',
  import.meta.glob<KindView<MapKind>>('../entities/*/marker.tsx', {
    eager: true,
    import: 'marker',
  }),
);

/** A kind's marker over any item of the kinds (what a loop over references needs). */
export const kindView = (kind: MapKind): KindView<MapKind> => KIND_VIEWS[kind];
