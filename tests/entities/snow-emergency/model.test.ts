import { describe, expect, test } from 'vitest';
import {
  atCentral,
  centralClock,
  centralOffsetHours,
  nextBoundary,
  rulesCityOf,
  sameCity,
  snowSchedule,
  snowStateAt,
  stateKey,
  type SnowSchedule,
} from '@/entities/snow-emergency/model';

const at = (iso: string) => new Date(iso);
const HOUR_MS = 3_600_000;

/** The state's key at every hour from `from` for `hours` hours, as "ISO key" lines. */
function hourly(schedule: SnowSchedule, from: string, hours: number): string[] {
  const start = Date.parse(from);
  return Array.from({ length: hours }, (_, i) => {
    const now = new Date(start + i * HOUR_MS);
    return `${now.toISOString().slice(5, 13)} ${stateKey(snowStateAt(schedule, now))}`;
  });
}

/** Where the key changes in an hourly run: "MM-DDTHH key" for each first hour of a new key. */
function changes(lines: string[]): string[] {
  return lines.filter((line, i) => i === 0 || line.split(' ')[1] !== lines[i - 1]!.split(' ')[1]);
}

describe('the Central wall clock', () => {
  test('reads the Central date and hour of an instant in winter and summer', () => {
    expect(centralClock(at('2026-12-02T03:30:00Z'))).toMatchObject({
      year: 2026,
      month: 12,
      day: 1,
      hour: 21,
      minute: 30,
      weekday: 2,
    });
    expect(centralClock(at('2026-07-01T13:00:00Z'))).toMatchObject({ day: 1, hour: 8 });
  });

  // The zone database's answer, which the model reads without (a formatter with a zone is slow).
  const zone = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  const fromZone = (ms: number) => {
    const parts = Object.fromEntries(zone.formatToParts(ms).map((part) => [part.type, part.value]));
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!),
    };
  };

  test('matches the zone database every hour of 2025 to 2028, and every 20 minutes around each clock change from 2007 to 2040', () => {
    const instants: number[] = [];
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2029, 0, 1); ms += HOUR_MS) instants.push(ms);
    for (let year = 2007; year <= 2040; year++) {
      for (const [month, from, to] of [
        [2, 7, 15],
        [10, 0, 8],
      ] as const) {
        const end = Date.UTC(year, month, to);
        for (let ms = Date.UTC(year, month, from); ms < end; ms += HOUR_MS / 3) instants.push(ms);
      }
    }
    const wrong = instants.filter(
      (ms) => JSON.stringify(centralClock(new Date(ms))) !== JSON.stringify(fromZone(ms)),
    );
    expect(wrong.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });

  test.each([
    ['2026-03-08T07:59:59Z', -6],
    ['2026-03-08T08:00:00Z', -5],
    ['2026-11-01T06:59:59Z', -5],
    ['2026-11-01T07:00:00Z', -6],
    ['2027-03-14T08:00:00Z', -5],
    ['2027-11-07T06:59:59Z', -5],
  ])('at %s Central is UTC%i h (a clock change, to the second)', (iso, hours) => {
    expect(centralOffsetHours(Date.parse(iso))).toBe(hours);
  });

  test.each([
    // CST is UTC−6, CDT UTC−5; the November change is 2026-11-01 02:00, March's 2026-03-08 02:00
    [{ year: 2026, month: 12, day: 1 }, 0, 21, '2026-12-02T03:00:00.000Z'],
    [{ year: 2026, month: 7, day: 1 }, 0, 8, '2026-07-01T13:00:00.000Z'],
    [{ year: 2026, month: 10, day: 31 }, 0, 21, '2026-11-01T02:00:00.000Z'],
    [{ year: 2026, month: 10, day: 31 }, 1, 8, '2026-11-01T14:00:00.000Z'],
    [{ year: 2026, month: 3, day: 7 }, 0, 21, '2026-03-08T03:00:00.000Z'],
    [{ year: 2026, month: 3, day: 7 }, 1, 8, '2026-03-08T13:00:00.000Z'],
    [{ year: 2026, month: 12, day: 31 }, 1, 8, '2027-01-01T14:00:00.000Z'],
  ])('%o + %i days at %i:00 Central is %s', (date, days, hour, iso) => {
    expect(atCentral(date, days, hour).toISOString()).toBe(iso);
  });
});

test.each([
  ['Minneapolis', 'minneapolis'],
  [' minneapolis ', 'minneapolis'],
  ['Saint Paul', 'saint-paul'],
  ['St. Paul', 'saint-paul'],
  ['Bloomington', 'other'],
])('%s reads by the rules of %s', (city, rules) => {
  expect(rulesCityOf(city)).toBe(rules);
});

test.each([
  ['Saint Paul', 'St. Paul', true],
  ['Minneapolis', 'minneapolis', true],
  ['Minneapolis', 'Saint Paul', false],
  ['Edina', ' edina', true],
  ['Edina', 'Minneapolis', false],
])('%s and %s are the same city: %s', (a, b, same) => {
  expect(sameCity(a, b)).toBe(same);
});

describe('Minneapolis', () => {
  // Tuesday December 1, 2026, 4:30 PM CST
  const schedule = snowSchedule('Minneapolis', at('2026-12-01T22:30:00Z'));

  test('has three phases: Day 1 9 PM–8 AM, Day 2 and Day 3 8 AM–8 PM', () => {
    expect(
      schedule.phases.map(({ code, start, end }) => [code, start.toISOString(), end.toISOString()]),
    ).toEqual([
      ['mpls-day1', '2026-12-02T03:00:00.000Z', '2026-12-02T14:00:00.000Z'],
      ['mpls-day2', '2026-12-02T14:00:00.000Z', '2026-12-03T02:00:00.000Z'],
      ['mpls-day3', '2026-12-03T14:00:00.000Z', '2026-12-04T02:00:00.000Z'],
    ]);
    expect(schedule.end?.toISOString()).toBe('2026-12-04T02:00:00.000Z');
  });

  test('hour by hour: upcoming, Day 1, Day 2, the night between, Day 3, over', () => {
    expect(changes(hourly(schedule, '2026-12-01T20:00:00Z', 60))).toEqual([
      '12-01T20 none',
      '12-01T23 upcoming:mpls-day1',
      '12-02T03 phase:mpls-day1',
      '12-02T14 phase:mpls-day2',
      '12-03T02 between:mpls-day3',
      '12-03T14 phase:mpls-day3',
      '12-04T02 none',
    ]);
  });

  test.each([
    ['2026-12-02T02:59:59Z', 'upcoming:mpls-day1'],
    ['2026-12-02T03:00:00Z', 'phase:mpls-day1'],
    ['2026-12-02T13:59:59Z', 'phase:mpls-day1'],
    ['2026-12-02T14:00:00Z', 'phase:mpls-day2'],
    ['2026-12-03T01:59:59Z', 'phase:mpls-day2'],
    ['2026-12-03T02:00:00Z', 'between:mpls-day3'],
    ['2026-12-03T14:00:00Z', 'phase:mpls-day3'],
    ['2026-12-04T01:59:59Z', 'phase:mpls-day3'],
    ['2026-12-04T02:00:00Z', 'none'],
  ])('a second either side of a boundary: at %s it is %s', (now, key) => {
    expect(stateKey(snowStateAt(schedule, at(now)))).toBe(key);
  });

  test('says what comes next: Day 2 after Day 1, Day 3 after the night between, nothing after Day 3', () => {
    const day1 = snowStateAt(schedule, at('2026-12-02T05:00:00Z'));
    expect(day1.kind === 'phase' && day1.next?.code).toBe('mpls-day2');
    const between = snowStateAt(schedule, at('2026-12-03T05:00:00Z'));
    expect(between.kind === 'between' && between.next.start.toISOString()).toBe(
      '2026-12-03T14:00:00.000Z',
    );
    const day3 = snowStateAt(schedule, at('2026-12-03T20:00:00Z'));
    expect(day3.kind === 'phase' && day3.next).toBeNull();
  });

  test('a declaration the day the clocks fall back (Sunday November 1, 2026)', () => {
    // 10 AM CST on the day of the change: Day 1 at 9 PM CST (UTC−6) that night
    const sunday = snowSchedule('Minneapolis', at('2026-11-01T16:00:00Z'));
    expect(changes(hourly(sunday, '2026-11-01T16:00:00Z', 62))).toEqual([
      '11-01T16 upcoming:mpls-day1',
      '11-02T03 phase:mpls-day1',
      '11-02T14 phase:mpls-day2',
      '11-03T02 between:mpls-day3',
      '11-03T14 phase:mpls-day3',
      '11-04T02 none',
    ]);
  });

  test('a declaration the day before the clocks fall back: Day 1 runs 9 PM CDT to 8 AM CST', () => {
    const saturday = snowSchedule('Minneapolis', at('2026-10-31T19:00:00Z'));
    expect(changes(hourly(saturday, '2026-10-31T19:00:00Z', 60))).toEqual([
      '10-31T19 upcoming:mpls-day1',
      '11-01T02 phase:mpls-day1',
      // 12 hours of Day 1 by the clock on the wall's 11: 8 AM CST is 14:00 UTC
      '11-01T14 phase:mpls-day2',
      '11-02T02 between:mpls-day3',
      '11-02T14 phase:mpls-day3',
      '11-03T02 none',
    ]);
  });

  test('a declaration the day before the clocks spring forward (Saturday March 7, 2026)', () => {
    const saturday = snowSchedule('Minneapolis', at('2026-03-07T21:00:00Z'));
    expect(changes(hourly(saturday, '2026-03-07T21:00:00Z', 60))).toEqual([
      '03-07T21 upcoming:mpls-day1',
      '03-08T03 phase:mpls-day1',
      // 8 AM CDT is 13:00 UTC: Day 1 is 10 hours long
      '03-08T13 phase:mpls-day2',
      '03-09T01 between:mpls-day3',
      '03-09T13 phase:mpls-day3',
      '03-10T01 none',
    ]);
  });

  test('the city’s own end wins: an earlier end cuts the rules short', () => {
    const cut = snowSchedule('Minneapolis', at('2026-12-01T22:30:00Z'), at('2026-12-02T18:00:00Z'));
    expect(stateKey(snowStateAt(cut, at('2026-12-02T17:59:00Z')))).toBe('phase:mpls-day2');
    expect(stateKey(snowStateAt(cut, at('2026-12-02T18:00:00Z')))).toBe('none');
    expect(nextBoundary(cut, at('2026-12-02T15:00:00Z'))?.toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
  });

  test('the city’s own end wins: a later end carries Day 3 on until then', () => {
    const longer = snowSchedule(
      'Minneapolis',
      at('2026-12-01T22:30:00Z'),
      at('2026-12-04T14:00:00Z'),
    );
    const state = snowStateAt(longer, at('2026-12-04T05:00:00Z'));
    expect(stateKey(state)).toBe('phase:mpls-day3');
    expect(state.kind === 'phase' && state.end?.toISOString()).toBe('2026-12-04T14:00:00.000Z');
  });

  test('a declaration time still to come shows nothing yet', () => {
    expect(snowStateAt(schedule, at('2026-12-01T22:29:59Z'))).toEqual({ kind: 'none' });
  });

  test.each([
    ['2026-12-01T23:00:00Z', '2026-12-02T03:00:00.000Z'],
    ['2026-12-02T03:00:00Z', '2026-12-02T14:00:00.000Z'],
    ['2026-12-03T05:00:00Z', '2026-12-03T14:00:00.000Z'],
    ['2026-12-03T20:00:00Z', '2026-12-04T02:00:00.000Z'],
    ['2026-12-04T02:00:00Z', null],
  ])('after %s the next boundary is %s', (now, next) => {
    expect(nextBoundary(schedule, at(now))?.toISOString() ?? null).toBe(next);
  });
});

describe('Saint Paul', () => {
  // Tuesday December 15, 2026, 9 AM CST
  const schedule = snowSchedule('Saint Paul', at('2026-12-15T15:00:00Z'));

  test('night plow routes from 9 PM, day plow routes from 8 AM, over 96 hours after 9 PM', () => {
    expect(changes(hourly(schedule, '2026-12-15T15:00:00Z', 110))).toEqual([
      '12-15T15 upcoming:stp-night',
      '12-16T03 phase:stp-night',
      '12-16T14 phase:stp-day',
      '12-20T03 none',
    ]);
    expect(schedule.end?.toISOString()).toBe('2026-12-20T03:00:00.000Z');
  });

  test('across the November change the end is 9 PM on the fourth day by the wall clock', () => {
    const change = snowSchedule('St. Paul', at('2026-10-30T15:00:00Z'));
    expect(change.phases.map((phase) => phase.start.toISOString())).toEqual([
      '2026-10-31T02:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
    ]);
    expect(change.end?.toISOString()).toBe('2026-11-04T03:00:00.000Z');
  });

  test('the city’s end, when given, ends the day plow routes', () => {
    const ended = snowSchedule(
      'Saint Paul',
      at('2026-11-20T20:00:00Z'),
      at('2026-11-23T14:00:00Z'),
    );
    expect(stateKey(snowStateAt(ended, at('2026-11-23T13:00:00Z')))).toBe('phase:stp-day');
    expect(stateKey(snowStateAt(ended, at('2026-11-23T14:00:00Z')))).toBe('none');
  });
});

test('the device zone changes nothing: the same instants from Tokyo and Los Angeles', () => {
  const before = process.env.TZ;
  try {
    const seen = ['Asia/Tokyo', 'America/Los_Angeles'].map((zone) => {
      process.env.TZ = zone;
      const schedule = snowSchedule('Minneapolis', at('2026-12-01T22:30:00Z'));
      return schedule.phases.map((phase) => phase.start.toISOString()).join();
    });
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(
      '2026-12-02T03:00:00.000Z,2026-12-02T14:00:00.000Z,2026-12-03T14:00:00.000Z',
    );
  } finally {
    process.env.TZ = before;
  }
});

describe('another city', () => {
  test('is declared with no phases of ours, until its end when it gives one', () => {
    const open = snowSchedule('Bloomington', at('2026-12-01T18:00:00Z'));
    expect(open.phases).toEqual([]);
    expect(snowStateAt(open, at('2026-12-09T18:00:00Z'))).toEqual({ kind: 'declared', end: null });
    const closing = snowSchedule('Edina', at('2026-12-01T18:00:00Z'), at('2026-12-02T18:00:00Z'));
    expect(stateKey(snowStateAt(closing, at('2026-12-02T17:00:00Z')))).toBe('declared');
    expect(stateKey(snowStateAt(closing, at('2026-12-02T18:00:00Z')))).toBe('none');
    expect(nextBoundary(closing, at('2026-12-02T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
  });
});
