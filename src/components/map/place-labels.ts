// Place names the maps write, and name clusters after, in [lat, lng] degrees. Apart from the
// shapes in places.ts, so naming a cluster does not pull the whole geography into a first download.
import type { Translate } from '@/i18n/translate';
import type { GeoPoint } from './geography/geo-point';

/** Where each downtown's name is written, by its city. */
export const DOWNTOWN_LABEL_POINTS = {
  Minneapolis: [44.9765, -93.2695],
  'Saint Paul': [44.948, -93.092],
} as const satisfies Record<string, GeoPoint>;

/** "Downtown Minneapolis": a downtown's name in the active language (the city's stays as it is). */
export const downtownName = (t: Translate, city: string): string =>
  t('map.place.downtown', { city });

export interface MapLabel {
  text: string;
  at: GeoPoint;
  /** 'major' labels are larger and bolder. */
  weight: 'major' | 'minor';
}

/** County names at points inside each county and inside the drawn frame. */
export const COUNTY_LABELS: readonly MapLabel[] = [
  { text: 'Hennepin', at: [45.03, -93.5], weight: 'major' },
  { text: 'Ramsey', at: [45.08, -93.12], weight: 'major' },
  { text: 'Dakota', at: [44.72, -93.1], weight: 'major' },
  { text: 'Anoka', at: [45.19, -93.2], weight: 'minor' },
  { text: 'Washington', at: [45.09, -92.86], weight: 'minor' },
  { text: 'Scott', at: [44.7, -93.5], weight: 'minor' },
  { text: 'Carver', at: [44.83, -93.73], weight: 'minor' },
];

/** City names (2020 census centres from ../shared/data/metro-cities.json). */
export const CITY_LABELS: readonly MapLabel[] = [
  { text: 'Minneapolis', at: [44.995, -93.248], weight: 'major' },
  { text: 'Saint Paul', at: [44.962, -93.075], weight: 'major' },
  { text: 'Bloomington', at: [44.8336, -93.31], weight: 'minor' },
  { text: 'Brooklyn Park', at: [45.1095, -93.3471], weight: 'minor' },
  { text: 'Plymouth', at: [45.0106, -93.4556], weight: 'minor' },
  { text: 'Eagan', at: [44.8178, -93.1669], weight: 'minor' },
  { text: 'Woodbury', at: [44.9239, -92.9594], weight: 'minor' },
  { text: 'Eden Prairie', at: [44.8547, -93.4708], weight: 'minor' },
  { text: 'Burnsville', at: [44.7677, -93.2777], weight: 'minor' },
  { text: 'Stillwater', at: [45.0564, -92.8088], weight: 'minor' },
  { text: 'Shakopee', at: [44.7974, -93.5273], weight: 'minor' },
  { text: 'Blaine', at: [45.1608, -93.2349], weight: 'minor' },
];
