/**
 * The METRO light rail stations the map draws, committed data (loaded with the transit layer, not
 * the first screen). Recorded by hand on 2026-11-27, because this build cannot download Metro
 * Transit's GTFS (https://svc.metrotransit.org/mtgtfs/gtfs.zip):
 * - place codes: NexTrip v2 `GET /stops/901/0` and `/stops/902/0` answers as recorded in public
 *   client projects (MAAM, 28AV, BLCT … TF1, TF2; WEBK … UNDP);
 * - positions: NexTrip v2 stop answers (`stops[].latitude/longitude`) where recorded (the Green
 *   Line, Target Field, Terminal 2); the Blue Line's south stations from the same sources to
 *   ~50 m;
 * - stop ids: the NexTrip answers that named them (51405 Mall of America, 51435 Terminal 2,
 *   56334 Target Field Platform 2, 56005-56007 eastbound Westgate-Fairview).
 * Blue Line stations with no recorded place code or stop id (Terminal 1, Fort Snelling, American
 * Blvd, 30th Ave) are left out rather than guessed; they are points of the demo's track only.
 * To refresh (a line opens, a station moves): for each METRO rail route, read `/stops/{route}/{dir}`
 * for its place codes, then `/{route}/{dir}/{place_code}` for `stops[]` (ids and positions), or
 * take `stops.txt` of the GTFS; edit the list below, and run the transit tests.
 */
import type { TransitStation } from '@/domain/types';
import { lineColour } from './model';

const blue = (placeCode: string) => ({
  routeId: '901',
  shortName: 'Blue',
  colour: lineColour('Blue'),
  placeCode,
});
const green = (placeCode: string) => ({
  routeId: '902',
  shortName: 'Green',
  colour: lineColour('Green'),
  placeCode,
});

const station = (
  id: string,
  name: string,
  lat: number,
  lng: number,
  calls: TransitStation['calls'],
  stopIds: number[] = [],
): TransitStation => ({ type: 'station', id, name, position: { lat, lng }, calls, stopIds });

export const STATIONS: readonly TransitStation[] = [
  // Shared by both lines downtown.
  station('tf', 'Target Field Station', 44.983442, -93.278615, [blue('TF1'), blue('TF2')], [56334]),
  station('ware', 'Warehouse District/Hennepin Ave Station', 44.980122, -93.273159, [
    blue('WARE'),
    green('WARE'),
  ]),
  station('5sni', 'Nicollet Mall Station', 44.978478, -93.269934, [blue('5SNI'), green('5SNI')]),
  station('govt', 'Government Plaza Station', 44.976826, -93.265951, [blue('GOVT'), green('GOVT')]),
  station('usba', 'U.S. Bank Stadium Station', 44.975049, -93.259732, [
    blue('USBA'),
    green('USBA'),
  ]),
  // Blue Line, south to Mall of America.
  station('cdrv', 'Cedar-Riverside Station', 44.96827, -93.25108, [blue('CDRV')]),
  station('frhi', 'Franklin Ave Station', 44.962551, -93.247236, [blue('FRHI')]),
  station('lahi', 'Lake St/Midtown Station', 44.94817, -93.23879, [blue('LAHI')]),
  station('38hi', '38th St Station', 44.93422, -93.22948, [blue('38HI')]),
  station('46hi', '46th St Station', 44.92076, -93.21994, [blue('46HI')]),
  station('50hi', '50th St/Minnehaha Park Station', 44.91247, -93.21023, [blue('50HI')]),
  station('vamc', 'VA Medical Center Station', 44.90281, -93.20222, [blue('VAMC')]),
  station('hhte', 'Terminal 2 Humphrey Station', 44.874119, -93.224068, [], [51435]),
  station('blct', 'Bloomington Central Station', 44.85624, -93.22655, [blue('BLCT')]),
  station('28av', '28th Ave Station', 44.85573, -93.2317, [blue('28AV')]),
  station('maam', 'Mall of America Station', 44.85412, -93.2391, [blue('MAAM')], [51405]),
  // Green Line, east to Union Depot.
  station('webk', 'West Bank Station', 44.972095, -93.245586, [green('WEBK')]),
  station('eabk', 'East Bank Station', 44.973694, -93.231075, [green('EABK')]),
  station('stvi', 'Stadium Village Station', 44.974354, -93.223473, [green('STVI')]),
  station('pspk', 'Prospect Park Station', 44.971592, -93.215324, [green('PSPK')]),
  station('wgat', 'Westgate Station', 44.967373, -93.206253, [green('WGAT')], [56005]),
  station('rast', 'Raymond Ave Station', 44.963333, -93.195862, [green('RAST')], [56006]),
  station('faun', 'Fairview Ave Station', 44.956234, -93.178458, [green('FAUN')], [56007]),
  station('snun', 'Snelling Ave Station', 44.955662, -93.166718, [green('SNUN')]),
  station('hmun', 'Hamline Ave Station', 44.955746, -93.157051, [green('HMUN')]),
  station('lxun', 'Lexington Pkwy Station', 44.955681, -93.146278, [green('LXUN')]),
  station('viun', 'Victoria St Station', 44.955696, -93.136306, [green('VIUN')]),
  station('unda', 'Dale St Station', 44.955681, -93.125946, [green('UNDA')]),
  station('weun', 'Western Ave Station', 44.955837, -93.116363, [green('WEUN')]),
  station('unri', 'Capitol/Rice St Station', 44.955734, -93.105324, [green('UNRI')]),
  station('rost', 'Robert St Station', 44.954041, -93.097458, [green('ROST')]),
  station('10ce', '10th St Station', 44.950168, -93.097061, [green('10CE')]),
  station('cnst', 'Central Station', 44.946098, -93.092445, [green('CNST')]),
  station('undp', 'Union Depot Station', 44.947319, -93.084684, [green('UNDP')]),
];

/**
 * The tracks, as the stations' points in running order, with the Blue Line's stations left out
 * above between them (Terminal 1, Fort Snelling, American Blvd, 30th Ave): the demo's trains run
 * along these (northbound/eastbound order).
 */
export const TRACKS: Readonly<Record<'901' | '902', readonly { lat: number; lng: number }[]>> = {
  '901': [
    { lat: 44.85412, lng: -93.2391 },
    { lat: 44.85553, lng: -93.2366 },
    { lat: 44.85573, lng: -93.2317 },
    { lat: 44.85624, lng: -93.22655 },
    { lat: 44.85876, lng: -93.22335 },
    { lat: 44.874119, lng: -93.224068 },
    { lat: 44.88076, lng: -93.20488 },
    { lat: 44.89328, lng: -93.19799 },
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
    { lat: 44.974354, lng: -93.223473 },
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
    { lat: 44.947319, lng: -93.084684 },
  ],
};
