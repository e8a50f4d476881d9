import type { MapItems } from '@/kinds/map-kinds';
import type { Camera } from '@/domain/types';

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

export const cameraItems = (cameras: Camera[]): MapItems => ({
  transit: [],
  cameras: cameras.map((item) => ({ item, point: item.position! })),
  weather: [],
  news: [],
});
