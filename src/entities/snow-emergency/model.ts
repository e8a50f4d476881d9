/**
 * Snow emergency phases: when each city's parking rules start and end, derived from the moment the
 * city declared, on the Central time wall clock (America/Chicago) whatever the visitor's zone.
 * Facts only (phase codes and instants): no React, no words. The rules, as the cities publish them
 * (sources in docs/i18n/glossary-snow.md):
 *
 * - Minneapolis declares by 6 PM on day D. Day 1: 9 PM on D to 8 AM on D+1, Snow Emergency Routes.
 *   Day 2: 8 AM to 8 PM on D+1, the even side of other streets and parkways. Day 3: 8 AM to 8 PM on
 *   D+2, the odd side. Between Day 2 and Day 3 (8 PM to 8 AM) no snow emergency rule applies.
 * - Saint Paul: Night Plow Routes from 9 PM on D, Day Plow Routes from 8 AM on D+1; the emergency
 *   "lasts 96 hours" from 9 PM, which its notices write as 9 PM on D+4 ("or until December 19 at
 *   9 p.m." for a declaration on December 15), so the end is that wall-clock time, also across a
 *   clock change.
 * - The answer's `endsAt`, when given, is the city's own end and wins over the derived one.
 */

export type SnowRulesCity = 'minneapolis' | 'saint-paul' | 'other';

export type SnowPhaseCode = 'mpls-day1' | 'mpls-day2' | 'mpls-day3' | 'stp-night' | 'stp-day';

export interface SnowPhaseSpan {
  code: SnowPhaseCode;
  start: Date;
  end: Date;
}

export interface SnowSchedule {
  rules: SnowRulesCity;
  declaredAt: Date;
  /** Each phase in order; empty for a city whose rules we do not know. */
  phases: SnowPhaseSpan[];
  /** When the rules end: `endsAt`, else the last phase's end; null when unknown (another city). */
  end: Date | null;
}

/** Where a schedule stands at one moment. */
export type SnowState =
  /** Declared; its first phase has not begun ("Parking rules begin at 9 PM"). */
  | { kind: 'upcoming'; next: SnowPhaseSpan }
  /** A phase is in force; `next` is the one after it, null when the rules end with this one. */
  | { kind: 'phase'; phase: SnowPhaseSpan; next: SnowPhaseSpan | null; end: Date | null }
  /** Between two phases (Minneapolis's night between Day 2 and Day 3). */
  | { kind: 'between'; previous: SnowPhaseSpan; next: SnowPhaseSpan }
  /** Another city's declaration, in force with no phases of ours. */
  | { kind: 'declared'; end: Date | null }
  /** Not declared yet (a declaration time after now), or over. */
  | { kind: 'none' };

const HOUR_MS = 3_600_000;

/** UTC midnight (ms) of the `n`-th Sunday (1-based) of a month (0-based) in a year. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1));
}

/**
 * Central time's offset from UTC at an instant, in hours: −5 in daylight time, −6 otherwise. By
 * hand, not `Intl.DateTimeFormat` with `timeZone: 'America/Chicago'`: the first such formatter loads
 * the zone's data, a 15–20 ms task (60–80 ms on Lighthouse's slowed phone) right after the first
 * paint, where the notices first render. The rule is the United States' since 2007: daylight time
 * from 2 AM standard time on March's second Sunday (08:00 UTC) to 2 AM daylight time on
 * November's first Sunday (07:00 UTC). The tests compare it with the zone database hour by hour.
 */
export function centralOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const daylightFrom = nthSunday(year, 2, 2) + 8 * HOUR_MS;
  const daylightTo = nthSunday(year, 10, 1) + 7 * HOUR_MS;
  return ms >= daylightFrom && ms < daylightTo ? -5 : -6;
}

/** The Central wall clock of an instant: year, month (1–12), day, hour (0–23), minute, weekday (0 = Sunday). */
export function centralClock(at: Date) {
  const wall = new Date(at.getTime() + centralOffsetHours(at.getTime()) * HOUR_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    weekday: wall.getUTCDay(),
  };
}

/** How far Central time is from UTC at an instant (ms; −6 h in winter, −5 h in summer). */
function centralOffset(ms: number): number {
  return centralOffsetHours(ms) * HOUR_MS;
}

/**
 * The instant of a Central wall-clock time `days` after a date's day (day overflow is fine). Only
 * for hours that exist every day: 8 AM, 8 PM and 9 PM are never skipped nor repeated by a change.
 */
export function atCentral(
  date: { year: number; month: number; day: number },
  days: number,
  hour: number,
): Date {
  return fromCentralWall(Date.UTC(date.year, date.month - 1, date.day + days, hour));
}

/** The instant of a Central wall-clock time written as if it were UTC (`Date.UTC` of its fields). */
export function fromCentralWall(wall: number): Date {
  // The offset at a guess, then at the instant it gives: right on both sides of a clock change.
  const guess = wall - centralOffset(wall);
  return new Date(wall - centralOffset(guess));
}

/** Which published rules a city's name selects ("St. Paul" and "Saint Paul" alike). */
export function rulesCityOf(city: string): SnowRulesCity {
  const name = city.trim().toLowerCase().replace(/\s+/g, ' ');
  if (name === 'minneapolis') return 'minneapolis';
  if (name === 'saint paul' || name === 'st. paul' || name === 'st paul') return 'saint-paul';
  return 'other';
}

/** Whether two names are the same city ("St. Paul" is "Saint Paul"; others by their words). */
export function sameCity(a: string, b: string): boolean {
  const [x, y] = [rulesCityOf(a), rulesCityOf(b)];
  if (x !== 'other' || y !== 'other') return x === y;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

const TABLE: Record<
  Exclude<SnowRulesCity, 'other'>,
  [SnowPhaseCode, number, number, number, number][]
> = {
  // [phase, start day after D, start hour, end day after D, end hour]
  minneapolis: [
    ['mpls-day1', 0, 21, 1, 8],
    ['mpls-day2', 1, 8, 1, 20],
    ['mpls-day3', 2, 8, 2, 20],
  ],
  'saint-paul': [
    ['stp-night', 0, 21, 1, 8],
    ['stp-day', 1, 8, 4, 21],
  ],
};

/** A declaration's phases and end. */
export function snowSchedule(
  city: string,
  declaredAt: Date,
  endsAt: Date | null = null,
): SnowSchedule {
  const rules = rulesCityOf(city);
  if (rules === 'other') return { rules, declaredAt, phases: [], end: endsAt };
  const day = centralClock(declaredAt);
  const phases = TABLE[rules].map(([code, startDay, startHour, endDay, endHour]) => ({
    code,
    start: atCentral(day, startDay, startHour),
    end: atCentral(day, endDay, endHour),
  }));
  if (endsAt) return { rules, declaredAt, phases: endAt(phases, endsAt), end: endsAt };
  return { rules, declaredAt, phases, end: phases[phases.length - 1]?.end ?? null };
}

/**
 * The phases cut at the city's own end; one that ends later than the table carries the last phase
 * on until then (the city said the rules last longer, and never said which streets differ).
 */
function endAt(phases: SnowPhaseSpan[], end: Date): SnowPhaseSpan[] {
  const kept = phases
    .filter((phase) => phase.start < end)
    .map((phase) => (phase.end > end ? { ...phase, end } : phase));
  const last = kept[kept.length - 1];
  if (last && last.end < end && last === phases[phases.length - 1])
    kept[kept.length - 1] = { ...last, end };
  return kept;
}

/** Where the schedule stands at `now`. */
export function snowStateAt(schedule: SnowSchedule, now: Date): SnowState {
  const t = now.getTime();
  if (t < schedule.declaredAt.getTime()) return { kind: 'none' };
  if (schedule.end && t >= schedule.end.getTime()) return { kind: 'none' };
  if (schedule.rules === 'other') return { kind: 'declared', end: schedule.end };
  const { phases } = schedule;
  for (let i = 0; i < phases.length; i += 1) {
    const phase = phases[i]!;
    if (t < phase.start.getTime()) {
      const previous = phases[i - 1];
      return previous
        ? { kind: 'between', previous, next: phase }
        : { kind: 'upcoming', next: phase };
    }
    if (t < phase.end.getTime()) {
      return { kind: 'phase', phase, next: phases[i + 1] ?? null, end: schedule.end };
    }
  }
  return { kind: 'none' };
}

/** The next moment the state changes after `now` (a phase starts or ends), null when none will. */
export function nextBoundary(schedule: SnowSchedule, now: Date): Date | null {
  const t = now.getTime();
  const moments = [
    schedule.declaredAt,
    ...schedule.phases.flatMap((phase) => [phase.start, phase.end]),
    ...(schedule.end ? [schedule.end] : []),
  ];
  const later = moments.filter((moment) => moment.getTime() > t);
  return later.length ? new Date(Math.min(...later.map((moment) => moment.getTime()))) : null;
}

/** A key that changes exactly when the state does (for announcing a new phase). */
export function stateKey(state: SnowState): string {
  switch (state.kind) {
    case 'phase':
      return `phase:${state.phase.code}`;
    case 'upcoming':
      return `upcoming:${state.next.code}`;
    case 'between':
      return `between:${state.next.code}`;
    default:
      return state.kind;
  }
}
