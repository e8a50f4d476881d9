/**
 * Tooling only (`npm run stations:refresh`, src/build/refresh-stations.mjs): the METRO stations
 * read from NexTrip's own stop calls, for the committed list the transit layer draws
 * (src/entities/transit/stations.json). For every METRO route of `/routes`:
 * `/directions/{route}`, then `/stops/{route}/{direction}` (its place codes), then
 * `/{route}/{direction}/{place_code}` (`stops[]`: the platforms' stop ids and positions).
 * A failed call or a wrong-shaped answer stops the read, and a place whose answer has no usable
 * stop is named (`unplaced`, and `refusalOf` then says why not to write): no half-read list is
 * ever written.
 */
import { expectList, expectRecord, WrongShapeError } from '../api/answer-shape';
import { finiteNumber, isRecord, latLng, text } from '../api/fields';
import { distanceM, isInMetroBox } from '../domain/geo';
import type { LatLng } from '../domain/types';
import { shortNameOf } from '../entities/transit/model';
import { parseMetroRoutes } from '../entities/transit/parse';

/**
 * One line calling at a station: NexTrip's route, its short name, the station's place code and the
 * directions (NexTrip's ids) whose stop list names it (a rapid bus station may have a place code
 * for each direction; its departures are asked in those directions only).
 */
export interface StationCall {
  routeId: string;
  shortName: string;
  placeCode: string;
  directions?: number[];
}

/** One station of the committed list. */
export interface StationRow {
  id: string;
  name: string;
  lat: number;
  lng: number;
  calls: StationCall[];
  stopIds: number[];
}

/** The committed file: the list with where and when it was read. */
export interface StationsFile {
  source: string;
  /** ISO date (and time) of the read. */
  readAt: string;
  stations: StationRow[];
}

/** Reads one NexTrip path ("/routes") as parsed JSON; rejects on a failed request. */
export type ReadJson = (path: string) => Promise<unknown>;

/**
 * Place codes of one station that are farther apart than this are two stations, even with one
 * name (m). Target Field's two platforms (TF1, TF2) are ~100 m apart.
 */
const SAME_STATION_M = 300;

interface Stop extends LatLng {
  id: number;
}

/** One place code as read: the lines calling there, its name, its platforms. */
export interface Place {
  code: string;
  calls: StationCall[];
  name: string;
  stops: Stop[];
}

/** "Target Field Station Platform 1" → "Target Field Station"; "Lake St/ Midtown" → "Lake St/Midtown". */
export function stationName(description: string): string {
  return description
    .replace(/\s*[-–]?\s*\b(platform|gate)\s+\w+$/i, '')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `/directions/{route}`: `[{ direction_id, direction_name }]`, at least one. */
export function parseDirectionIds(payload: unknown): number[] {
  const ids = expectList(payload)
    .map((entry) => (isRecord(entry) ? finiteNumber(entry.direction_id) : null))
    .filter((id): id is number => id !== null && Number.isInteger(id) && id >= 0);
  if (ids.length === 0) throw new WrongShapeError('a route without a direction');
  return [...new Set(ids)];
}

/** `/stops/{route}/{direction}`: `[{ place_code, description }]`, at least one. */
export function parsePlaceCodes(payload: unknown): { code: string; description: string }[] {
  const places = expectList(payload)
    .filter(isRecord)
    .map((entry) => ({ code: text(entry.place_code), description: text(entry.description) }))
    .filter((place) => /^[A-Za-z0-9]+$/.test(place.code));
  if (places.length === 0) throw new WrongShapeError('a direction without a place code');
  return places;
}

/** A place's `stops[]`: each with a stop id and a position inside the metro box; others skipped. */
export function parsePlaceStops(payload: unknown): { stops: Stop[]; description: string } {
  const fields = expectRecord(payload);
  if (!Array.isArray(fields.stops))
    throw new WrongShapeError('a NexTrip stop answer without a stops list');
  const stops: Stop[] = [];
  let description = '';
  for (const entry of fields.stops) {
    if (!isRecord(entry)) continue;
    const id = finiteNumber(entry.stop_id);
    const position = latLng(entry.latitude, entry.longitude);
    if (id === null || !Number.isInteger(id) || id <= 0 || !isInMetroBox(position)) continue;
    stops.push({ id, ...position });
    description ||= text(entry.description);
  }
  return { stops, description };
}

const centreOf = (stops: readonly LatLng[]): LatLng => ({
  lat: stops.reduce((sum, stop) => sum + stop.lat, 0) / stops.length,
  lng: stops.reduce((sum, stop) => sum + stop.lng, 0) / stops.length,
});

/** Rounds to 6 decimals (~0.1 m), as the committed file keeps positions. */
const sixDecimals = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Places as stations: a place code is one station whichever lines call there (downtown's shared
 * codes); two codes are one station when they have one name and stand within `SAME_STATION_M`
 * (a station's platforms: TF1, TF2). Ids stay as they were (`keptIds`: place code → id), so a
 * refresh keeps every link; a new station's id is its first place code in lower case.
 */
export function stationsOf(places: readonly Place[], keptIds: ReadonlyMap<string, string>) {
  const groups: Place[][] = [];
  for (const place of places) {
    const centre = centreOf(place.stops);
    const group = groups.find(
      (members) =>
        members[0]!.name === place.name &&
        distanceM(centreOf(members.flatMap((member) => member.stops)), centre) <= SAME_STATION_M,
    );
    if (group) group.push(place);
    else groups.push([place]);
  }
  const taken = new Set<string>();
  return groups.map((members): StationRow => {
    const codes = members.map((member) => member.code);
    const kept = codes.map((code) => keptIds.get(code)).find((id) => id && !taken.has(id));
    let id = kept ?? codes[0]!.toLowerCase();
    for (let n = 2; taken.has(id); n += 1) id = `${codes[0]!.toLowerCase()}-${n}`;
    taken.add(id);
    const stops = new Map(members.flatMap((member) => member.stops).map((stop) => [stop.id, stop]));
    const centre = centreOf([...stops.values()]);
    return {
      id,
      name: members[0]!.name,
      lat: sixDecimals(centre.lat),
      lng: sixDecimals(centre.lng),
      calls: members.flatMap((member) => member.calls),
      stopIds: [...stops.keys()].sort((a, b) => a - b),
    };
  });
}

/** Every METRO station NexTrip lists, read one call at a time (in the routes' own order). */
export async function readMetroStations(
  read: ReadJson,
  keptIds: ReadonlyMap<string, string> = new Map(),
): Promise<{ stations: StationRow[]; unplaced: string[] }> {
  const places = new Map<string, Place>();
  const at = async <T>(path: string, parse: (payload: unknown) => T): Promise<T> => {
    try {
      return parse(await read(path));
    } catch (error) {
      throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  };
  for (const route of await at('/routes', parseMetroRoutes)) {
    const shortName = shortNameOf(route.label);
    for (const direction of await at(`/directions/${route.id}`, parseDirectionIds)) {
      const codes = await at(`/stops/${route.id}/${direction}`, parsePlaceCodes);
      for (const { code, description } of codes) {
        // Each direction has platforms (stop ids) of its own: every direction's answer is read.
        const path = `/${route.id}/${direction}/${encodeURIComponent(code)}`;
        const answer = await at(path, parsePlaceStops);
        const place = places.get(code) ?? { code, calls: [], name: '', stops: [] };
        places.set(code, place);
        const call = place.calls.find((known) => known.routeId === route.id);
        if (!call)
          place.calls.push({
            routeId: route.id,
            shortName,
            placeCode: code,
            directions: [direction],
          });
        else if (!call.directions?.includes(direction))
          call.directions = [...(call.directions ?? []), direction].sort((a, b) => a - b);
        place.name ||= stationName(answer.description || description);
        for (const stop of answer.stops)
          if (!place.stops.some((known) => known.id === stop.id)) place.stops.push(stop);
      }
    }
  }
  const placed = [...places.values()].filter((place) => place.stops.length > 0);
  const unplaced = [...places.values()]
    .filter((place) => place.stops.length === 0)
    .map((place) => `${place.code} (${place.name}): no stop with a position`);
  return { stations: stationsOf(placed, keptIds), unplaced };
}

/**
 * Why a read must not be written, or null: a place left without a stop would drop its station
 * (and its id) from the list, and no station at all is never the network.
 */
export function refusalOf(read: { stations: readonly StationRow[]; unplaced: readonly string[] }) {
  if (read.unplaced.length > 0)
    return `${read.unplaced.length} place(s) without a usable stop: ${read.unplaced.join('; ')}`;
  if (read.stations.length === 0) return 'NexTrip listed no METRO station';
  return null;
}

/** A station of the list a refresh replaces: its id and place codes. */
export interface PreviousStation {
  id: string;
  placeCodes: string[];
}

/** The stations of the list a refresh replaces, as far as it reads ([] for none or another shape). */
export function previousStations(raw: string | null): PreviousStation[] {
  let parsed: unknown = null;
  try {
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.stations)) return [];
  return parsed.stations.filter(isRecord).flatMap((row) => {
    const id = text(row.id);
    const calls = Array.isArray(row.calls) ? row.calls.filter(isRecord) : [];
    const placeCodes = calls.map((call) => text(call.placeCode)).filter(Boolean);
    return id ? [{ id, placeCodes }] : [];
  });
}

/** Place code → id, from the list a refresh replaces, so it keeps the ids links carry. */
export const keptIdsOf = (stations: readonly PreviousStation[]): Map<string, string> =>
  new Map(stations.flatMap((station) => station.placeCodes.map((code) => [code, station.id])));

/** The file as committed: one station per line, so a refresh's diff reads station by station. */
export function formatStationsFile(file: StationsFile): string {
  const lines = file.stations.map((station) => `    ${JSON.stringify(station)}`);
  return [
    '{',
    `  "source": ${JSON.stringify(file.source)},`,
    `  "readAt": ${JSON.stringify(file.readAt)},`,
    '  "stations": [',
    lines.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
