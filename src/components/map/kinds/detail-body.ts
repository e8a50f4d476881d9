import type { ComponentType } from 'react';
import type { MapKind, MapKindItems } from '@/domain/map-kinds';

/**
 * What the details dialog shows of one kind's item, under its title. Not in the marker layer's
 * chunk (kind-view.ts): it loads with the dialog. The registry of every kind's body is
 * features/details/kind-details.ts, above the entities whose parts a body may show.
 */
export interface DetailBody<K extends MapKind> {
  Body: ComponentType<{ item: MapKindItems[K] }>;
}
