import { PLACE_SEARCH_LIMIT } from './constants';
import { isInMetroBox } from './geo';
import type { Camera, City, LatLng, WeatherStation } from './types';

export type PlaceKind = 'city' | 'camera' | 'station';

export interface Place {
  id: string;
  kind: PlaceKind;
  name: string;
  /** Its county ("Hennepin"); '' for a camera or a city without one. */
  county: string;
  /** A camera's road and direction ("I-94 EB"); '' for the others or a camera without them. */
  route: string;
  position: LatLng;
}

export interface PlaceSources {
  cities: readonly City[];
  cameras: readonly Camera[];
  stations: readonly WeatherStation[];
}

/** Lower case, no accents or punctuation, and "st" read as "saint" on both sides ("St Paul"). */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'st' ? 'saint' : word))
    .join(' ');

/** Places on the map (inside the box) the visitor can jump to. */
export function placesFrom({ cities, cameras, stations }: PlaceSources): Place[] {
  const places: Place[] = [];
  for (const city of cities) {
    if (isInMetroBox(city.position))
      places.push({
        id: `city:${city.id}`,
        kind: 'city',
        name: city.name,
        county: city.county,
        route: '',
        position: city.position,
      });
  }
  for (const station of stations) {
    if (isInMetroBox(station.position))
      places.push({
        id: `station:${station.id}`,
        kind: 'station',
        name: station.name,
        county: station.county,
        route: '',
        position: station.position,
      });
  }
  for (const camera of cameras) {
    if (isInMetroBox(camera.position))
      places.push({
        id: `camera:${camera.id}`,
        kind: 'camera',
        name: camera.name,
        county: '',
        route: [camera.highway, camera.direction].filter(Boolean).join(' '),
        position: camera.position,
      });
  }
  return places;
}

const KIND_ORDER: Record<PlaceKind, number> = { city: 0, station: 1, camera: 2 };

/**
 * Places whose name, county or road holds every word of the query ("st paul" finds "Saint Paul",
 * "hennepin" the places in Hennepin County, "i 94" its cameras); names that
 * start with the query first, then cities before stations before cameras, then by name.
 */
export function searchPlaces(
  places: readonly Place[],
  query: string,
  limit = PLACE_SEARCH_LIMIT,
): Place[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const words = wanted.split(' ');
  const matches: { place: Place; starts: boolean }[] = [];
  for (const place of places) {
    const name = normalise(`${place.name} ${place.county} ${place.route}`);
    if (words.every((word) => name.includes(word)))
      matches.push({ place, starts: normalise(place.name).startsWith(wanted) });
  }
  return matches
    .sort(
      (a, b) =>
        Number(b.starts) - Number(a.starts) ||
        KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
        a.place.name.localeCompare(b.place.name),
    )
    .slice(0, Math.max(0, limit))
    .map((match) => match.place);
}
