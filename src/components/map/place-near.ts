import { nearestPlaceName } from '@/domain/map-items';
import { unproject, type MapPoint } from '@/domain/projection';
import { CITY_LABELS, DOWNTOWN_LABEL_POINTS, downtownName } from './geography/place-labels';

/**
 * The places a cluster is named after: the two downtowns (their names read in the language of the
 * moment) and the cities the map labels.
 */
const PLACES = [
  ...Object.entries(DOWNTOWN_LABEL_POINTS).map(([city, [lat, lng]]) => ({
    get name() {
      return downtownName(city);
    },
    at: { lat, lng },
  })),
  ...CITY_LABELS.map((label) => ({ name: label.text, at: { lat: label.at[0], lng: label.at[1] } })),
];

/** "Downtown Minneapolis", "Eagan": the named place nearest a projected point. */
export function placeNear(point: MapPoint): string {
  return nearestPlaceName(unproject(point), PLACES);
}
