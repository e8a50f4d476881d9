/**
 * The METRO stations the map draws: the committed list in stations.json (loaded with the transit
 * layer, not the first screen), each with its colour.
 *
 * Where the list comes from. `npm run stations:refresh` reads it from NexTrip's own stop calls
 * (src/build/metro-stations.ts: every METRO route's directions, place codes and each place's
 * stops) and rewrites stations.json with its source and date, keeping every station's id. Run it
 * when a line opens or a station moves, review the diff, and run the transit tests.
 *
 * The committed list was recorded by hand on 2026-11-27, because this build's machine cannot reach
 * NexTrip or Metro Transit's GTFS: the light rail place codes from recorded NexTrip `/stops/901/0`
 * and `/stops/902/0` answers; stop ids and positions from the GTFS `stops.txt` rail rows as
 * committed in experimatt/omg-react (2017), checked against recorded NexTrip v2 stop answers where
 * there are some. It lists 28th Ave (28AV), which newer answers call 30th Ave (30AV), and no bus
 * rapid transit station (their vehicles are drawn all the same): the first refresh settles both.
 */
import type { TransitStation } from '@/domain/types';
import { lineColour } from './model';
import list from './stations.json';

export const STATIONS: readonly TransitStation[] = list.stations.map((row) => ({
  type: 'station',
  id: row.id,
  name: row.name,
  position: { lat: row.lat, lng: row.lng },
  calls: row.calls.map((call) => ({ ...call, colour: lineColour(call.shortName) })),
  stopIds: row.stopIds,
}));

/**
 * The tracks, as the stations' points in running order, with a bend between 28th Ave and Mall of
 * America: the demo's trains run along these (northbound/eastbound order).
 */
export const TRACKS: Readonly<Record<'901' | '902', readonly { lat: number; lng: number }[]>> = {
  '901': [
    { lat: 44.85412, lng: -93.2391 },
    { lat: 44.85553, lng: -93.2366 },
    { lat: 44.85573, lng: -93.2317 },
    { lat: 44.85624, lng: -93.22655 },
    { lat: 44.858305, lng: -93.22323 },
    { lat: 44.874119, lng: -93.224068 },
    { lat: 44.880787, lng: -93.204983 },
    { lat: 44.893204, lng: -93.198093 },
    { lat: 44.90281, lng: -93.20222 },
    { lat: 44.91247, lng: -93.21023 },
    { lat: 44.92076, lng: -93.21994 },
    { lat: 44.93422, lng: -93.22948 },
    { lat: 44.94817, lng: -93.23879 },
    { lat: 44.962551, lng: -93.247236 },
    { lat: 44.96827, lng: -93.25108 },
    { lat: 44.975049, lng: -93.259732 },
    { lat: 44.976826, lng: -93.265951 },
    { lat: 44.978478, lng: -93.269934 },
    { lat: 44.980122, lng: -93.273159 },
    { lat: 44.983442, lng: -93.278615 },
  ],
  '902': [
    { lat: 44.983442, lng: -93.278615 },
    { lat: 44.980122, lng: -93.273159 },
    { lat: 44.978478, lng: -93.269934 },
    { lat: 44.976826, lng: -93.265951 },
    { lat: 44.975049, lng: -93.259732 },
    { lat: 44.972095, lng: -93.245586 },
    { lat: 44.973694, lng: -93.231075 },
    { lat: 44.974869, lng: -93.223093 },
    { lat: 44.971592, lng: -93.215324 },
    { lat: 44.967373, lng: -93.206253 },
    { lat: 44.963333, lng: -93.195862 },
    { lat: 44.956234, lng: -93.178458 },
    { lat: 44.955662, lng: -93.166718 },
    { lat: 44.955746, lng: -93.157051 },
    { lat: 44.955681, lng: -93.146278 },
    { lat: 44.955696, lng: -93.136306 },
    { lat: 44.955681, lng: -93.125946 },
    { lat: 44.955837, lng: -93.116363 },
    { lat: 44.955734, lng: -93.105324 },
    { lat: 44.954041, lng: -93.097458 },
    { lat: 44.950168, lng: -93.097061 },
    { lat: 44.946098, lng: -93.092445 },
    { lat: 44.948214, lng: -93.086783 },
  ],
};
