/**
 * The NWS weather station's facts on the map: its layer key, how its points are placed and its
 * marker's box. Facts only: its words are in words.ts.
 */
import { placeStations } from '@/domain/map-items';
import type { MapKindSpec } from '@/domain/map-kinds';
import type { WeatherStation } from '@/domain/types';

declare module '@/domain/map-kinds' {
  interface MapKindItems {
    weather: WeatherStation;
  }
}

/** A 48 px pill with the temperature, on every map. */
export const WEATHER_FACTS = {
  layer: 'weather',
  place: (items, area) => placeStations(items, area),
  box: { light: [48, 28], dark: [48, 28] },
} as const satisfies MapKindSpec<'weather'>;
