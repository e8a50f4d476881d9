/**
 * Every kind's details body: the `details` of each entity's `details.tsx`. Read only by the
 * details dialog, so the bodies load with it.
 */
import type { DetailBody } from '@/components/map/detail-body';
import type { MapItemRef, MapKind } from '@/domain/map-kinds';
import { byKind } from './by-kind';

export const KIND_DETAILS = byKind(
  'details.tsx',
  import.meta.glob<DetailBody<MapKind>>('../entities/*/details.tsx', {
    eager: true,
    import: 'details',
  }),
);

/** The details of a reference's kind, over any item of the kinds. */
export const detailsOf = (ref: MapItemRef): DetailBody<MapKind> => KIND_DETAILS[ref.kind];
