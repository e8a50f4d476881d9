import { describe, expect, test } from 'vitest';
import {
  byDirection,
  departuresAhead,
  destinationOf,
  freshnessOf,
  headingOf,
  isMetroRoute,
  lineColour,
  mergeAnswers,
  nearestStation,
  shortNameOf,
  type Departure,
} from '@/entities/transit/model';
import { transitStation } from './transit-fixtures';

const departure = (overrides: Partial<Departure>): Departure => ({
  tripId: 't',
  routeId: '901',
  routeShortName: 'Blue',
  destination: 'Mall of America',
  text: 'Due',
  time: 0,
  realTime: true,
  heading: 'south',
  directionId: 1,
  ...overrides,
});

describe('which routes are METRO lines', () => {
  test.each([
    ['METRO Blue Line', true],
    ['METRO A Line', true],
    ['  metro Green Line ', true],
    ['Blue Line Bus', false],
    ['Route 2', false],
    ['METROPOLITAN', false],
    ['', false],
  ])('%j → %s', (label, metro) => expect(isMetroRoute(label)).toBe(metro));

  test.each([
    ['METRO Blue Line', 'Blue'],
    ['METRO A Line', 'A'],
    ['METRO Orange Line', 'Orange'],
  ])('%s is drawn as %s', (label, short) => expect(shortNameOf(label)).toBe(short));

  test('rail lines have their own colours, rapid bus letters share the red', () => {
    expect(lineColour('Blue')).toBe('#0053a0');
    expect(lineColour('Green')).toBe('#00843d');
    expect(lineColour('A')).toBe(lineColour('D'));
  });
});

describe('a vehicle', () => {
  test.each([
    ['NB', 'north'],
    ['Southbound', 'south'],
    ['eb', 'east'],
    ['WB', 'west'],
    ['', null],
    ['UP', null],
  ])('direction %j is heading %s', (text, heading) => expect(headingOf(text)).toBe(heading));

  test('light rail trains are named for the end they run to; other lines are not', () => {
    expect(destinationOf('901', 'south')).toBe('Mall of America');
    expect(destinationOf('902', 'east')).toBe('Union Depot');
    expect(destinationOf('901', 'east')).toBe('');
    expect(destinationOf('921', 'north')).toBe('');
    expect(destinationOf('901', null)).toBe('');
  });

  test.each([
    [0, 'live'],
    [120_000, 'live'],
    [120_001, 'faded'],
    [300_000, 'faded'],
    [300_001, 'gone'],
  ])('a position %i ms old is %s', (age, freshness) =>
    expect(freshnessOf(1_000_000 - age, 1_000_000)).toBe(freshness),
  );
});

describe('the nearest station', () => {
  const near = transitStation({ id: 'near', position: { lat: 44.98, lng: -93.27 } });
  const far = transitStation({ id: 'far', position: { lat: 44.95, lng: -93.2 } });

  test('is the closest one within 1 km, with its distance', () => {
    const found = nearestStation({ lat: 44.981, lng: -93.27 }, [far, near]);
    expect(found?.station.id).toBe('near');
    expect(found?.km).toBeCloseTo(0.11, 1);
  });

  test('is none when every station is more than 1 km away', () => {
    expect(nearestStation({ lat: 44.8, lng: -93.5 }, [near, far])).toBeNull();
  });
});

describe('departures', () => {
  test('answers merge by time, each trip once, alerts once', () => {
    const merged = mergeAnswers([
      {
        stopIds: [1],
        alerts: [{ closed: false, text: 'Elevator out' }],
        departures: [departure({ tripId: 'b', time: 20 }), departure({ tripId: 'a', time: 10 })],
      },
      {
        stopIds: [1, 2],
        alerts: [{ closed: false, text: 'Elevator out' }],
        departures: [departure({ tripId: 'a', time: 10 })],
      },
    ]);
    expect(merged.departures.map((d) => d.tripId)).toEqual(['a', 'b']);
    expect(merged.stopIds).toEqual([1, 2]);
    expect(merged.alerts).toHaveLength(1);
  });

  test('departures sent without their trip stay apart by their time; the same one twice is once', () => {
    const untripped = (time: number) => departure({ tripId: '', time });
    const merged = mergeAnswers([
      { stopIds: [1], alerts: [], departures: [untripped(10), untripped(20), untripped(30)] },
      { stopIds: [1], alerts: [], departures: [untripped(20)] },
    ]);
    expect(merged.departures.map((d) => d.time)).toEqual([10, 20, 30]);
  });

  test('group by heading, a few each, unknown headings last as their own group', () => {
    const groups = byDirection(
      [
        departure({ tripId: '1', heading: 'south' }),
        departure({ tripId: '2', heading: 'north' }),
        departure({ tripId: '3', heading: 'south' }),
        departure({ tripId: '4', heading: 'south' }),
        departure({ tripId: '5', heading: null }),
      ],
      2,
    );
    expect(groups.map((g) => [g.heading, g.departures.map((d) => d.tripId)])).toEqual([
      ['south', ['1', '3']],
      ['north', ['2']],
      [null, ['5']],
    ]);
  });

  test('a last-known list keeps only the departures still ahead (one due now stays)', () => {
    const list = [
      departure({ tripId: 'gone', time: 999 }),
      departure({ tripId: 'now', time: 1_000 }),
      departure({ tripId: 'later', time: 61_000 }),
    ];
    expect(departuresAhead(list, 1_000).map((d) => d.tripId)).toEqual(['now', 'later']);
    expect(departuresAhead(list, 100_000)).toEqual([]);
  });
});
