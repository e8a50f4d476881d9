import type { DetailBody } from '@/components/map/kinds/detail-body';
import { newsDetails } from '@/components/map/kinds/news-details';
import { weatherDetails } from '@/components/map/kinds/weather-details';
import type { MapItemRef, MapKind } from '@/domain/map-kinds';
import { cameraDetails } from '@/entities/camera/camera-details';
import { transitDetails } from '@/entities/transit/ui/transit-details';

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
