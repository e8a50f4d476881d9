/**
 * Live transit's row of the map kinds' table (domain/map-kinds.ts): METRO vehicles and stations,
 * one layer; its switch counts the vehicles. Its words are in words/transit-kind.ts.
 */
import { placeTransit } from './map-items';
import type { MapKindSpec, MarkerBox, MarkerTone } from './map-kinds';

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

export const TRANSIT_KIND = {
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
