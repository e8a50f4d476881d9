import { LOCAL_RADIUS_KM, TWIN_CITIES_CENTER, UNLOCATED_NEWS_SPREAD_DEG } from './constants';
import { distanceKm, isInMetroBox, isValidLatLng } from './geo';
import type { Camera, LatLng, NewsItem, OwnedDomain, TransitPoint, WeatherStation } from './types';

export type { MapItemRef, MapKind as MapItemKind } from './map-kinds';

/** An item with the point it is drawn at (its own position, or the centre for unlocated local news). */
export interface Placed<T> {
  item: T;
  point: LatLng;
}

/** The point a local map is centred on: the domain's position, else the Twin Cities centre. */
type AreaSource = Pick<OwnedDomain, 'position' | 'county'>;

export function localCentre(domain: AreaSource | null | undefined): LatLng {
  return domain && isValidLatLng(domain.position) ? domain.position : TWIN_CITIES_CENTER;
}

const placeAt = <T extends { position: LatLng | null }>(item: T): Placed<T> | null =>
  isInMetroBox(item.position) ? { item, point: item.position } : null;

const isPlaced = <T>(entry: Placed<T> | null): entry is Placed<T> => entry !== null;

/**
 * `count` points in a small ring around `centre` (the first one on it), so news items that share
 * the map centre stay separate, clickable markers.
 */
export function spreadAround(centre: LatLng, count: number, step = UNLOCATED_NEWS_SPREAD_DEG) {
  return Array.from({ length: count }, (_, index): LatLng => {
    if (index === 0) return centre;
    // Rings of 6, 12, 18 … points, each ring one step further out.
    let ring = 1;
    let first = 1;
    while (index >= first + 6 * ring) {
      first += 6 * ring;
      ring += 1;
    }
    const angle = ((index - first) / (6 * ring)) * 2 * Math.PI;
    return {
      lat: centre.lat + Math.sin(angle) * step * ring,
      lng: centre.lng + Math.cos(angle) * step * ring * 1.4,
    };
  });
}

/** Where the map is: the whole metro box, or a local area around a domain (25 km). */
export type MapArea =
  { mode: 'metro' } | { mode: 'local'; centre: LatLng; county: string; radiusKm?: number };

export function mapArea(mode: 'metro' | 'local', domain?: AreaSource | null): MapArea {
  return mode === 'metro'
    ? { mode }
    : { mode, centre: localCentre(domain), county: domain?.county ?? '' };
}

const isNear = (point: LatLng | null, area: MapArea): point is LatLng =>
  area.mode === 'metro' ||
  (isValidLatLng(point) && distanceKm(point, area.centre) <= (area.radiusKm ?? LOCAL_RADIUS_KM));

/**
 * Items at their own positions inside the box (and, locally, within 25 km of the centre): the
 * place rule of a kind whose every point has coordinates.
 */
export function placeNearby<T extends { position: LatLng | null }>(
  items: readonly T[],
  area: MapArea,
): Placed<T>[] {
  return items
    .filter((item) => isNear(item.position, area))
    .map(placeAt)
    .filter(isPlaced);
}

/** Cameras inside the box (and, locally, within 25 km of the centre). */
export const placeCameras = (cameras: readonly Camera[], area: MapArea): Placed<Camera>[] =>
  placeNearby(cameras, area);

/** The weather stations inside the box; locally, within 25 km of the centre (issue 17). */
export const placeStations = (
  stations: readonly WeatherStation[],
  area: MapArea,
): Placed<WeatherStation>[] => placeNearby(stations, area);

/**
 * News inside the box; locally, within 25 km of the centre, plus stories without coordinates from
 * the area's county, placed in a small ring at the centre. Metro mode leaves those out.
 */
export function placeNews(
  news: readonly NewsItem[],
  area: MapArea,
  filter?: (item: NewsItem) => boolean,
): Placed<NewsItem>[] {
  const shown = filter ? news.filter(filter) : news;
  const located = shown
    .filter((item) => isNear(item.position, area))
    .map(placeAt)
    .filter(isPlaced);
  if (area.mode === 'metro') return located;
  const unlocated = shown.filter(
    (item) => !isValidLatLng(item.position) && area.county !== '' && item.county === area.county,
  );
  const ring = spreadAround(area.centre, unlocated.length);
  return [
    ...located,
    ...unlocated
      .map((item, index) => ({ item, point: ring[index] ?? area.centre }))
      .filter((entry) => isInMetroBox(entry.point)),
  ];
}

/** A vehicle position older than this is drawn faded, not as live (ms). */
export const TRANSIT_LIVE_MS = 2 * 60_000;
/** A vehicle position older than this is not drawn at all (ms). */
export const TRANSIT_GONE_MS = 5 * 60_000;

/** Whole minutes since a vehicle's position was read. */
export const transitAgeMinutes = (locatedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - locatedAt) / 60_000));

/**
 * METRO stations and vehicles inside the box (locally, within 25 km of the centre); a vehicle whose
 * position is more than 5 minutes old is left out.
 */
export function placeTransit(
  points: readonly TransitPoint[],
  area: MapArea,
  now = Date.now(),
): Placed<TransitPoint>[] {
  return points
    .filter((point) => point.type === 'station' || now - point.locatedAt <= TRANSIT_GONE_MS)
    .filter((point) => isNear(point.position, area))
    .map(placeAt)
    .filter(isPlaced);
}

/** The first `count` items (card lists). */
export function firstItems<T>(items: readonly T[] | undefined, count: number): T[] {
  return items ? items.slice(0, Math.max(0, count)) : [];
}

/** The place nearest to a point, from a list of places; undefined for none. */
export function nearestPlace<Place extends { at: LatLng }>(
  point: LatLng,
  places: readonly Place[],
): Place | undefined {
  let best: Place | undefined;
  let bestKm = Infinity;
  for (const place of places) {
    const km = distanceKm(point, place.at);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return best;
}

/** The name of the place nearest to a point, from a list of named places; '' for none. */
export function nearestPlaceName(
  point: LatLng,
  places: readonly { name: string; at: LatLng }[],
): string {
  return nearestPlace(point, places)?.name ?? '';
}
