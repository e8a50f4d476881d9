import type { ClusterPlace } from '@/kinds/map-kinds';
import { nearestPlace } from '@/domain/map-items';
import { unproject, type MapPoint } from '@/domain/projection';
import { CITY_LABELS, DOWNTOWN_LABEL_POINTS } from '@/components/map/place-labels';

/** The places a cluster is named after: the two downtowns and the cities the map labels. */
const PLACES: readonly { place: ClusterPlace; at: { lat: number; lng: number } }[] = [
  ...Object.entries(DOWNTOWN_LABEL_POINTS).map(([city, [lat, lng]]) => ({
    place: { downtownOf: city },
    at: { lat, lng },
  })),
  ...CITY_LABELS.map((label) => ({
    place: label.text,
    at: { lat: label.at[0], lng: label.at[1] },
  })),
];

/** `{ downtownOf: 'Minneapolis' }`, "Eagan": the named place nearest a projected point. */
export function placeNear(point: MapPoint): ClusterPlace {
  return nearestPlace(unproject(point), PLACES)?.place ?? '';
}
