/**
 * The traffic camera's facts on the map: its layer key, how its points are placed and its
 * marker's box. Facts only: what a visitor reads of it is in words.ts.
 */
import { placeCameras } from '@/domain/map-items';
import type { MapKindSpec } from '@/domain/map-kinds';
import type { Camera } from '@/domain/types';

declare module '@/domain/map-kinds' {
  interface MapKindItems {
    camera: Camera;
  }
}

/** Light maps draw 24 px dots; the phone's dark map 32 px. */
export const CAMERA_FACTS = {
  layer: 'cameras',
  place: placeCameras,
  box: { light: [24, 24], dark: [32, 32] },
} as const satisfies MapKindSpec<'camera'>;
