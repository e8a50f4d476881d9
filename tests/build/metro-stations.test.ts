import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  formatStationsFile,
  keptIdsOf,
  parseDirectionIds,
  parsePlaceCodes,
  parsePlaceStops,
  previousStations,
  readMetroStations,
  refusalOf,
  stationName,
  type StationsFile,
} from '@/build/metro-stations';
import { nexTripStopCalls } from './nextrip-stop-calls';

/** A reader over recorded answers that notes every path asked; an unknown path is a 404. */
function recordedNexTrip(answers = nexTripStopCalls()) {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    if (!answers.has(path)) throw new Error('HTTP 404');
    return answers.get(path);
  };
  return { read, asked };
}

describe('stationName', () => {
  test.each([
    ['Target Field Station Platform 1', 'Target Field Station'],
    ['MOA Transit Station Gate E', 'MOA Transit Station'],
    ['Warehouse District/ Hennepin Ave Station', 'Warehouse District/Hennepin Ave Station'],
    ['  Lake St /  Midtown   Station ', 'Lake St/Midtown Station'],
    ['Fort Snelling Station', 'Fort Snelling Station'],
  ])('%s → %s', (description, name) => {
    expect(stationName(description)).toBe(name);
  });
});

describe('the stop calls’ answers', () => {
  test('directions: the ids, each once; none, or not a list, is the wrong shape', () => {
    expect(
      parseDirectionIds([
        { direction_id: 0, direction_name: 'Northbound' },
        { direction_id: '1' },
        { direction_id: 1 },
        { direction_id: -1 },
        { direction_id: 0.5 },
        'x',
      ]),
    ).toEqual([0, 1]);
    expect(() => parseDirectionIds([])).toThrow(/without a direction/);
    expect(() => parseDirectionIds({ direction_id: 0 })).toThrow(/expected a list/);
  });

  test('place codes: letters and digits only; none is the wrong shape', () => {
    expect(
      parsePlaceCodes([
        { place_code: 'MAAM', description: 'Mall of America Station' },
        { place_code: '../x', description: 'A path, not a code' },
        { place_code: '', description: 'Nothing' },
        null,
      ]),
    ).toEqual([{ code: 'MAAM', description: 'Mall of America Station' }]);
    expect(() => parsePlaceCodes([{ description: 'No code' }])).toThrow(/without a place code/);
    expect(() => parsePlaceCodes('MAAM')).toThrow(/expected a list/);
  });

  test('a place’s stops: those with an id and a position in the metro box; no list is the wrong shape', () => {
    const answer = parsePlaceStops({
      stops: [
        { stop_id: 'x', latitude: 44.98, longitude: -93.27, description: 'No id' },
        { stop_id: 1, latitude: 'north', longitude: -93.27, description: 'No latitude' },
        { stop_id: 2, latitude: 40.7, longitude: -74, description: 'New York' },
        {
          stop_id: 56334,
          latitude: '44.983543',
          longitude: -93.278703,
          description: 'Target Field Station Platform 2',
        },
      ],
      departures: [],
    });
    expect(answer).toEqual({
      stops: [{ id: 56334, lat: 44.983543, lng: -93.278703 }],
      description: 'Target Field Station Platform 2',
    });
    expect(parsePlaceStops({ stops: [] }).stops).toEqual([]);
    expect(() => parsePlaceStops({ departures: [] })).toThrow(/without a stops list/);
    expect(() => parsePlaceStops([])).toThrow(/expected an object/);
  });
});

describe('readMetroStations', () => {
  test('reads only the METRO routes, every direction and place, one station per place', async () => {
    const nexTrip = recordedNexTrip();
    const { stations, unplaced } = await readMetroStations(nexTrip.read);

    expect(nexTrip.asked.some((path) => /\/(906|5)\b/.test(path))).toBe(false);
    expect(nexTrip.asked).toContain('/901/1/WARE');
    expect(stations.map((station) => station.name)).toEqual([
      'Warehouse District/Hennepin Ave Station',
      'Target Field Station',
      'Snelling & University Station',
    ]);
    const [ware, targetField, snelling] = stations;
    // Both lines at the shared code, both directions' platforms.
    expect(ware).toMatchObject({ id: 'ware', stopIds: [17874, 51425] });
    expect(ware!.calls).toEqual([
      { routeId: '901', shortName: 'Blue', placeCode: 'WARE', directions: [0, 1] },
      { routeId: '902', shortName: 'Green', placeCode: 'WARE', directions: [0] },
    ]);
    // Two platforms' codes, one station, between them.
    expect(targetField).toMatchObject({ id: 'tf1', stopIds: [55997, 56334] });
    // TF1 is named only northbound: its departures are asked that way only.
    expect(targetField!.calls).toEqual([
      { routeId: '901', shortName: 'Blue', placeCode: 'TF1', directions: [0] },
      { routeId: '901', shortName: 'Blue', placeCode: 'TF2', directions: [0, 1] },
    ]);
    expect(targetField!.lat).toBeCloseTo((44.982995 + 44.983543) / 2, 6);
    expect(snelling!.calls).toEqual([
      { routeId: '921', shortName: 'A', placeCode: 'UNSN', directions: [0] },
    ]);
    expect(unplaced).toEqual(['NOWH (Nowhere Station): no stop with a position']);
  });

  test('keeps the ids the committed list gave, so links to a station survive a refresh', async () => {
    const { stations } = await readMetroStations(
      recordedNexTrip().read,
      new Map([
        ['TF2', 'tf'],
        ['WARE', 'ware'],
      ]),
    );
    expect(stations.map((station) => station.id)).toEqual(['ware', 'tf', 'unsn']);
  });

  test('one name far apart is two stations', async () => {
    const answers = nexTripStopCalls();
    answers.set('/901/0/TF1', {
      stops: [
        {
          stop_id: 1,
          latitude: 44.95,
          longitude: -93.27,
          description: 'Target Field Station Platform 1',
        },
      ],
    });
    const { stations } = await readMetroStations(recordedNexTrip(answers).read);
    expect(
      stations
        .filter((station) => station.name === 'Target Field Station')
        .map((station) => [station.id, station.stopIds]),
    ).toEqual([
      ['tf1', [1]],
      ['tf2', [56334]],
    ]);
  });

  test('an id already taken gives the next station its code with a number', async () => {
    const { stations } = await readMetroStations(
      recordedNexTrip().read,
      new Map([
        ['WARE', 'tf1'],
        ['UNSN', 'tf1'],
      ]),
    );
    expect(stations.map((station) => station.id)).toEqual(['tf1', 'tf1-2', 'unsn']);
  });

  test('a read with a place left without a stop, or with no station, is not written', async () => {
    const read = await readMetroStations(recordedNexTrip().read);
    expect(refusalOf(read)).toBe(
      '1 place(s) without a usable stop: NOWH (Nowhere Station): no stop with a position',
    );
    expect(refusalOf({ stations: read.stations, unplaced: [] })).toBeNull();
    expect(refusalOf({ stations: [], unplaced: [] })).toBe('NexTrip listed no METRO station');
    const renamed = nexTripStopCalls();
    renamed.set('/921/0/UNSN', {
      stops: [{ id: 56190, latitude: 44.9557, longitude: -93.1669, description: 'Snelling' }],
    });
    expect(refusalOf(await readMetroStations(recordedNexTrip(renamed).read))).toMatch(
      /^2 place\(s\).*UNSN \(Snelling & University Station\)/,
    );
  });

  test('a failed call or a wrong-shaped answer stops the read, naming the call', async () => {
    const failing = nexTripStopCalls();
    failing.delete('/901/1/TF2');
    await expect(readMetroStations(recordedNexTrip(failing).read)).rejects.toThrow(
      '/901/1/TF2: HTTP 404',
    );
    const wrong = nexTripStopCalls();
    wrong.set('/stops/921/0', { place_code: 'UNSN' });
    await expect(readMetroStations(recordedNexTrip(wrong).read)).rejects.toThrow(
      /^\/stops\/921\/0: .*expected a list/,
    );
    const notJson = nexTripStopCalls();
    notJson.set('/routes', '<html>');
    await expect(readMetroStations(recordedNexTrip(notJson).read)).rejects.toThrow(/^\/routes: /);
  });
});

describe('the committed file', () => {
  const file: StationsFile = {
    source: 'NexTrip v2 stop calls (https://example.test)',
    readAt: '2026-11-27T12:00:00.000Z',
    stations: [
      {
        id: 'tf',
        name: 'Target Field Station',
        lat: 44.983,
        lng: -93.278,
        calls: [{ routeId: '901', shortName: 'Blue', placeCode: 'TF1' }],
        stopIds: [56334],
      },
      {
        id: 'ware',
        name: 'Warehouse District/Hennepin Ave Station',
        lat: 44.98,
        lng: -93.273,
        calls: [{ routeId: '902', shortName: 'Green', placeCode: 'WARE' }],
        stopIds: [17874],
      },
    ],
  };

  test('is JSON with one station per line, read back as written', () => {
    const text = formatStationsFile(file);
    expect(JSON.parse(text)).toEqual(file);
    expect(text.split('\n').filter((line) => line.includes('"placeCode"'))).toHaveLength(2);
  });

  test('a refresh keeps each place code’s id from the list it replaces, read as far as it reads', () => {
    const previous = previousStations(formatStationsFile(file));
    expect(previous).toEqual([
      { id: 'tf', placeCodes: ['TF1'] },
      { id: 'ware', placeCodes: ['WARE'] },
    ]);
    expect(keptIdsOf(previous)).toEqual(
      new Map([
        ['TF1', 'tf'],
        ['WARE', 'ware'],
      ]),
    );
    expect(previousStations(null)).toEqual([]);
    expect(previousStations('{"kept":true}')).toEqual([]);
    expect(previousStations('not json')).toEqual([]);
    expect(previousStations('{"stations":[{"calls":[]},{"id":"x","calls":"y"},7]}')).toEqual([
      { id: 'x', placeCodes: [] },
    ]);
  });

  test('stations.json says where and when it was read, in the format a refresh writes', () => {
    const raw = readFileSync('src/entities/transit/stations.json', 'utf8');
    const committed = JSON.parse(raw) as StationsFile;
    expect(committed.source).not.toBe('');
    expect(Number.isNaN(Date.parse(committed.readAt))).toBe(false);
    expect(formatStationsFile(committed)).toBe(raw);
  });
});
