import type { MapItems } from '@/kinds/map-kinds';
import type { Camera } from '@/domain/types';
import { itemsOf } from '../../support/map-kinds';

/** A camera on I-94 in Hennepin at a point, as the marker layer tests draw them. */
export const camera = (id: string, lat: number, lng: number): Camera => ({
  id,
  name: `Camera ${id}`,
  imageUrl: null,
  position: { lat, lng },
  highway: 'I-94',
  direction: 'EB',
  county: 'Hennepin',
  status: 'active',
});

export const cameraItems = (cameras: Camera[]): MapItems =>
  itemsOf({ cameras: cameras.map((item) => ({ item, point: item.position! })) });
