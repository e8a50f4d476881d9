import type { ComponentType } from 'react';
import type { MapItemRef, MapKind, MapKindItems } from '@/domain/map-kinds';
import { cameraDetails } from './camera-details';
import { newsDetails } from './news-details';
import { weatherDetails } from './weather-details';
import { transitDetails } from '@/entities/transit/ui/transit-details';

/**
 * What the details dialog shows of one kind's item, under its title. Not in the marker layer's
 * chunk (kind-view.ts): it loads with the dialog.
 */
export interface DetailBody<K extends MapKind> {
  Body: ComponentType<{ item: MapKindItems[K] }>;
}

/** Every kind's details: a new kind in the domain's table is a compile error here until it has one. */
export const KIND_DETAILS: { [K in MapKind]: DetailBody<K> } = {
  camera: cameraDetails,
  weather: weatherDetails,
  news: newsDetails,
  transit: transitDetails,
};

/** The details of a reference's kind, over any item of the kinds. */
export const detailsOf = (ref: MapItemRef): DetailBody<MapKind> =>
  KIND_DETAILS[ref.kind] as unknown as DetailBody<MapKind>;
