/**
 * The METRO light rail stations the map draws, committed data (loaded with the transit layer, not
 * the first screen). Recorded by hand on 2026-11-27, because this build cannot download Metro
 * Transit's GTFS (https://svc.metrotransit.org/mtgtfs/gtfs.zip):
 * - place codes: NexTrip `GET /stops/901/0` and `/stops/902/0` answers as recorded in public
 *   client projects (MAAM, 28AV, BLCT, AM34, HHTE, LIND, FTSN … TF1, TF2; WEBK … UNDP);
 * - stop ids (one per platform) and positions: the GTFS `stops.txt` rows of the rail stations as
 *   committed in experimatt/omg-react (src/static/stops_rail.json, 2017-12-27), checked against
 *   recorded NexTrip v2 stop answers where there are some (51405 Mall of America, 51419
 *   Terminal 1, 51435 Terminal 2, 56334 Target Field Platform 2, 56029 Robert St);
 * - the 2017 rows name 28th Ave, which newer NexTrip answers call 30th Ave (30AV) in the same
 *   place; the list keeps the code the recorded answers confirm (28AV) until one can be read.
 * The METRO bus rapid transit lines' stations are not listed: no published positions were
 * readable here (their vehicles are drawn all the same).
 * To refresh (a line opens, a station moves): for each METRO route, read `/stops/{route}/{dir}`
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
  station(
    'ware',
    'Warehouse District/Hennepin Ave Station',
    44.980122,
    -93.273159,
    [blue('WARE'), green('WARE')],
    [17874],
  ),
  station(
    '5sni',
    'Nicollet Mall Station',
    44.978478,
    -93.269934,
    [blue('5SNI'), green('5SNI')],
    [51408],
  ),
  station(
    'govt',
    'Government Plaza Station',
    44.976826,
    -93.265951,
    [blue('GOVT'), green('GOVT')],
    [51409, 51424],
  ),
  station(
    'usba',
    'U.S. Bank Stadium Station',
    44.975049,
    -93.259732,
    [blue('USBA'), green('USBA')],
    [55998, 55999],
  ),
  // Blue Line, south to Mall of America.
  station('cdrv', 'Cedar-Riverside Station', 44.96827, -93.25108, [blue('CDRV')], [51411]),
  station('frhi', 'Franklin Ave Station', 44.962551, -93.247236, [blue('FRHI')], [51412]),
  station('lahi', 'Lake St/Midtown Station', 44.94817, -93.23879, [blue('LAHI')], [51413]),
  station('38hi', '38th St Station', 44.93422, -93.22948, [blue('38HI')], [51414]),
  station('46hi', '46th St Station', 44.92076, -93.21994, [blue('46HI')], [51415]),
  station('50hi', '50th St/Minnehaha Park Station', 44.91247, -93.21023, [blue('50HI')], [51416]),
  station('vamc', 'VA Medical Center Station', 44.90281, -93.20222, [blue('VAMC')], [51417]),
  station('ftsn', 'Fort Snelling Station', 44.893204, -93.198093, [blue('FTSN')], [51418]),
  station('lind', 'Terminal 1 Lindbergh Station', 44.880787, -93.204983, [blue('LIND')], [51419]),
  station('hhte', 'Terminal 2 Humphrey Station', 44.874119, -93.224068, [blue('HHTE')], [51435]),
  station('am34', 'American Blvd Station', 44.858305, -93.22323, [blue('AM34')], [53279]),
  station('blct', 'Bloomington Central Station', 44.85624, -93.22655, [blue('BLCT')], [51421]),
  station('28av', '28th Ave Station', 44.85573, -93.2317, [blue('28AV')], [51422]),
  station('maam', 'Mall of America Station', 44.85412, -93.2391, [blue('MAAM')], [51405]),
  // Green Line, east to Union Depot.
  station('webk', 'West Bank Station', 44.972095, -93.245586, [green('WEBK')], [56001, 56043]),
  station('eabk', 'East Bank Station', 44.973694, -93.231075, [green('EABK')], [56002, 56042]),
  station(
    'stvi',
    'Stadium Village Station',
    44.974869,
    -93.223093,
    [green('STVI')],
    [56003, 56041],
  ),
  station('pspk', 'Prospect Park Station', 44.971592, -93.215324, [green('PSPK')], [56004, 56040]),
  station('wgat', 'Westgate Station', 44.967373, -93.206253, [green('WGAT')], [56005, 56039]),
  station('rast', 'Raymond Ave Station', 44.963333, -93.195862, [green('RAST')], [56006, 56038]),
  station('faun', 'Fairview Ave Station', 44.956234, -93.178458, [green('FAUN')], [56007, 56037]),
  station('snun', 'Snelling Ave Station', 44.955662, -93.166718, [green('SNUN')], [56008, 56036]),
  station('hmun', 'Hamline Ave Station', 44.955746, -93.157051, [green('HMUN')], [56009, 56035]),
  station('lxun', 'Lexington Pkwy Station', 44.955681, -93.146278, [green('LXUN')], [56010, 56034]),
  station('viun', 'Victoria St Station', 44.955696, -93.136306, [green('VIUN')], [56011, 56033]),
  station('unda', 'Dale St Station', 44.955681, -93.125946, [green('UNDA')], [56012, 56032]),
  station('weun', 'Western Ave Station', 44.955837, -93.116363, [green('WEUN')], [56013, 56031]),
  station(
    'unri',
    'Capitol/Rice St Station',
    44.955734,
    -93.105324,
    [green('UNRI')],
    [56014, 56030],
  ),
  station('rost', 'Robert St Station', 44.954041, -93.097458, [green('ROST')], [56015, 56029]),
  station('10ce', '10th St Station', 44.950168, -93.097061, [green('10CE')], [56016, 56028]),
  station('cnst', 'Central Station', 44.946098, -93.092445, [green('CNST')], [56017, 56027]),
  station('undp', 'Union Depot Station', 44.948214, -93.086783, [green('UNDP')], [56018, 56026]),
];

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
