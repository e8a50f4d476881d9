/**
 * Every kind's group in the map's legend: the `legend` of each entity's `legend.tsx`. Read only by
 * the legend, which loads after the first paint, so the groups load with it.
 */
import type { KindLegend } from '@/components/map/kind-legend';
import type { MapKind } from '@/domain/map-kinds';
import { byKind } from './by-kind';

export const KIND_LEGENDS = byKind(
  'legend.tsx',
  import.meta.glob<KindLegend<MapKind>>('../entities/*/legend.tsx', {
    eager: true,
    import: 'legend',
  }),
);
