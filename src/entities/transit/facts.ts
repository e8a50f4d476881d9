/**
 * Live transit's facts on the map: METRO vehicles and stations in one layer, whose switch counts
 * the vehicles; a vehicle's pill is as wide as its line's name. Facts only: its words are in
 * words.ts, its other rules in model.ts.
 */
import { placeTransit } from '@/domain/map-items';
import type { MapKindSpec, MarkerBox, MarkerTone } from '@/domain/map-kinds';
import type { TransitPoint } from '@/domain/types';

declare module '@/domain/map-kinds' {
  interface MapKindItems {
    transit: TransitPoint;
  }
}

/** A station's ring with room around it (px): light on the desktop's map, dark on the phone's. */
const STATION_BOX = { light: [24, 24], dark: [28, 28] } as const satisfies Record<
  MarkerTone,
  MarkerBox
>;

/**
 * A vehicle pill's width on screen (px), never less than drawn: padding and arrow, then 8 px a
 * character of the bold 12 px name. Measured in the built site: "A" 35.3, "Blue" 56, "Green" 66.6,
 * "Orange" 75.5 (this gives 37, 61, 69, 77).
 */
export function vehiclePillWidth(shortName: string): number {
  return 29 + 8 * [...shortName].length;
}

/** Live transit's facts on the map: one layer of vehicles and stations; its switch counts the vehicles. */
export const TRANSIT_FACTS = {
  layer: 'transit',
  switchCount: (points) => points.filter((point) => point.type === 'vehicle').length,
  place: (items, area) => placeTransit(items, area),
  // The stations' rings; each vehicle's pill is as wide as its line's name.
  box: STATION_BOX,
  itemBox: (point, tone) =>
    point.type === 'station'
      ? STATION_BOX[tone]
      : tone === 'dark'
        ? [vehiclePillWidth(point.shortName) + 4, 28]
        : [vehiclePillWidth(point.shortName), 24],
} as const satisfies MapKindSpec<'transit'>;
