import { describe, expect, test, vi } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import {
  parseMetroRoutes,
  parseStopAnswer,
  parseVehicle,
  parseVehicles,
} from '@/entities/transit/parse';
import { NEXTRIP_ROUTES, stopAnswer, vehicleAnswer } from '@/mocks/fixtures/nextrip';

const BLUE = { id: '901', label: 'METRO Blue Line' };

describe('GET /routes', () => {
  test('keeps the METRO lines only (local routes are never polled)', () => {
    expect(parseMetroRoutes(NEXTRIP_ROUTES).map((route) => route.id)).toEqual([
      '901',
      '902',
      '904',
      '921',
    ]);
  });

  test('an object where the list belongs is the wrong shape, not "no lines"', () => {
    expect(() => parseMetroRoutes({ routes: [] })).toThrow(WrongShapeError);
  });

  test.each([
    ['an empty list', []],
    ['local routes only', [{ route_id: '21', route_label: 'Route 21' }]],
    ['entries without a label', [{ route_id: '901' }, { route_id: '902', route_label: 7 }]],
  ])('%s is the wrong shape: Metro Transit always runs METRO lines', (_, payload) => {
    expect(() => parseMetroRoutes(payload)).toThrow(WrongShapeError);
  });

  test('local routes are left out quietly; only an unreadable METRO entry is reported', () => {
    // The count is logged outside tests only.
    vi.stubEnv('MODE', 'production');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      parseMetroRoutes(NEXTRIP_ROUTES);
      expect(info).not.toHaveBeenCalled();
      const routes = parseMetroRoutes([
        ...NEXTRIP_ROUTES,
        { route_label: 'METRO Gold Line' },
        'METRO B Line',
      ]);
      expect(routes).toHaveLength(4);
      expect(info).toHaveBeenCalledWith(
        '[nextrip routes] skipped 2 item(s) that could not be shown',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('GET /vehicles/{route_id}', () => {
  test('a recorded entry becomes a vehicle with its line, heading, end and time', () => {
    const vehicle = parseVehicle(vehicleAnswer({ location_time: 1_790_375_640 }), BLUE);
    expect(vehicle).toMatchObject({
      type: 'vehicle',
      id: '901:27213946-AUG25-RAIL-Weekday-01',
      line: 'METRO Blue Line',
      shortName: 'Blue',
      heading: 'south',
      destination: 'Mall of America',
      bearing: 180,
      position: { lat: 44.9484, lng: -93.2388 },
      locatedAt: 1_790_375_640_000,
    });
  });

  test("its time is put on this device's clock: a device 3 minutes fast reads it 3 minutes later", () => {
    const read = 1_790_375_640_000;
    const deviceAhead = 3 * 60_000;
    noteServerDate(new Date(read).toUTCString(), read + deviceAhead);
    try {
      const vehicle = parseVehicle(vehicleAnswer({ location_time: read / 1000 }), BLUE);
      // Less the half second the header's whole seconds may have dropped.
      expect(vehicle?.locatedAt).toBe(read + deviceAhead - 500);
    } finally {
      forgetServerClock();
    }
  });

  test.each([
    ['no trip', { trip_id: null }],
    ['non-numeric coordinates', { latitude: 'north', longitude: -93.2 }],
    ['outside the metro', { latitude: 46.8, longitude: -92.1 }],
    ['no time', { location_time: null }],
    ['a time in ms where seconds belong', { location_time: Date.now() }],
    ['a time 11 minutes ahead', { location_time: Math.floor(Date.now() / 1000) + 660 }],
  ])('an entry with %s is skipped', (_, fields) => {
    expect(parseVehicle(vehicleAnswer({ location_time: 1, ...fields }), BLUE)).toBeNull();
  });

  test('a position dated up to 10 minutes ahead of the server is kept (clocks a little apart)', () => {
    const ahead = Math.floor(Date.now() / 1000) + 540;
    expect(parseVehicle(vehicleAnswer({ location_time: ahead }), BLUE)).not.toBeNull();
  });

  test('a bearing outside 0–360 is turned into it; a missing one is 0', () => {
    expect(parseVehicle(vehicleAnswer({ location_time: 1, bearing: -90 }), BLUE)?.bearing).toBe(
      270,
    );
    expect(parseVehicle(vehicleAnswer({ location_time: 1, bearing: 'x' }), BLUE)?.bearing).toBe(0);
  });

  test('a list with a bad entry keeps the good ones; not a list is the wrong shape', () => {
    expect(parseVehicles([vehicleAnswer({ location_time: 5 }), 'junk', null], BLUE)).toHaveLength(
      1,
    );
    expect(() => parseVehicles({}, BLUE)).toThrow(WrongShapeError);
  });

  test('a route whose vehicles all stand outside the metro (or at 0, 0) has none, not a failure', () => {
    const outside = [
      vehicleAnswer({ location_time: 5, latitude: 0, longitude: 0 }),
      vehicleAnswer({ location_time: 5, trip_id: 't2', latitude: 46.8, longitude: -92.1 }),
    ];
    expect(parseVehicles(outside, BLUE)).toEqual([]);
    // Entries that cannot be read still make a list of nothing else the wrong shape.
    expect(() => parseVehicles([...outside, 'junk'], BLUE)).toThrow(WrongShapeError);
    expect(() => parseVehicles([vehicleAnswer({ location_time: 5, trip_id: null })], BLUE)).toThrow(
      WrongShapeError,
    );
  });
});

describe('a stop answer', () => {
  test('the recorded shape gives its stop ids and departures with NexTrip’s time text', () => {
    const answer = parseStopAnswer(stopAnswer(1_790_375_000_000));
    expect(answer.stopIds).toEqual([56334]);
    expect(
      answer.departures.map((d) => [d.routeShortName, d.destination, d.text, d.realTime]),
    ).toEqual([
      ['Blue', 'Mall of America', 'Due', true],
      ['Green', 'Downtown St Paul', '4 Min', true],
      ['Blue', 'Mall of America', '10:42', false],
    ]);
    expect(answer.departures[1]?.heading).toBe('east');
  });

  test('alerts keep their text and whether the stop is closed; empty ones are dropped', () => {
    const answer = parseStopAnswer(
      stopAnswer(0, {
        alerts: [{ stop_closed: true, alert_text: 'Platform closed' }, { alert_text: '' }, 'x'],
      }),
    );
    expect(answer.alerts).toEqual([{ closed: true, text: 'Platform closed' }]);
  });

  test.each([[null], [[]], [{ stops: [] }], [{ departures: 'none' }]])(
    '%j is the wrong shape, never "no departures"',
    (payload) => expect(() => parseStopAnswer(payload)).toThrow(WrongShapeError),
  );

  test('a departure without its time text, or with no time a date can hold, is skipped', () => {
    const good = { departure_text: 'Due', departure_time: 1_790_375_000, route_short_name: 'Blue' };
    const answer = parseStopAnswer({
      departures: [
        { ...good, departure_text: '' },
        {},
        { ...good, departure_time: 1e13 },
        { ...good, departure_time: -5 },
        good,
      ],
    });
    expect(answer.departures.map((departure) => departure.time)).toEqual([1_790_375_000_000]);
  });

  test('a list none of whose departures can be read is the wrong shape, not "no departures"', () => {
    expect(() =>
      parseStopAnswer({
        departures: [{}, 'x', 3, { departure_text: 'Due', departure_time: 1e13, route_id: '901' }],
      }),
    ).toThrow(WrongShapeError);
    expect(parseStopAnswer({ departures: [] }).departures).toEqual([]);
  });
});
