/**
 * Live transit's pure rules: which routes are METRO lines, their short names, colours and ends,
 * a vehicle's heading and freshness, the nearest station, departures by direction. Facts only:
 * the UI says them.
 */
import { distanceKm } from '@/domain/geo';
import { TRANSIT_GONE_MS, TRANSIT_LIVE_MS } from '@/domain/map-items';
import type { Heading, LatLng, TransitStation } from '@/domain/types';

/** The phone shows the nearest station's departures only this close (km). */
export const NEAREST_STATION_KM = 1;

/** A METRO line (light rail or bus rapid transit): its `route_label` starts "METRO". */
export const isMetroRoute = (label: string): boolean => /^METRO\s/i.test(label.trim());

/** "METRO Blue Line" → "Blue"; "METRO A Line" → "A". */
export function shortNameOf(label: string): string {
  return label
    .trim()
    .replace(/^METRO\s+/i, '')
    .replace(/\s+Line$/i, '')
    .trim();
}

// Metro Transit's line colours (its maps and signs); the lettered rapid bus lines share its red.
const LINE_COLOURS: Readonly<Record<string, string>> = {
  blue: '#0053a0',
  green: '#00843d',
  red: '#c8102e',
  orange: '#e87722',
  gold: '#b58500',
  purple: '#6d2077',
};
const RAPID_BUS_COLOUR = '#c8102e';

/** A line's colour, `#rrggbb`, from its short name. */
export const lineColour = (shortName: string): string =>
  LINE_COLOURS[shortName.toLowerCase()] ?? RAPID_BUS_COLOUR;

const HEADINGS: Readonly<Record<string, Heading>> = {
  NB: 'north',
  NORTHBOUND: 'north',
  SB: 'south',
  SOUTHBOUND: 'south',
  EB: 'east',
  EASTBOUND: 'east',
  WB: 'west',
  WESTBOUND: 'west',
};

/** NexTrip's "NB", "Southbound" … as a heading; null for anything else. */
export const headingOf = (direction: string): Heading | null =>
  HEADINGS[direction.trim().toUpperCase()] ?? null;

/**
 * Where each light rail line runs to, by heading (NexTrip's vehicle answer names no destination).
 * From Metro Transit's own departure texts ("Mall of America", "Downtown St Paul", "Mpls-Target
 * Field"); a line not here (the rapid bus lines) is named without its destination.
 */
const LINE_ENDS: Readonly<Record<string, Partial<Record<Heading, string>>>> = {
  '901': { north: 'Target Field', south: 'Mall of America' },
  '902': { east: 'Union Depot', west: 'Target Field' },
};

export const destinationOf = (routeId: string, heading: Heading | null): string =>
  (heading && LINE_ENDS[routeId]?.[heading]) || '';

/** How a vehicle's position is shown: live, faded ("last seen"), or not at all. */
export type Freshness = 'live' | 'faded' | 'gone';

export function freshnessOf(locatedAt: number, now: number): Freshness {
  const age = now - locatedAt;
  if (age > TRANSIT_GONE_MS) return 'gone';
  return age > TRANSIT_LIVE_MS ? 'faded' : 'live';
}

/** The station nearest a point within `maxKm`, with its distance (km); null when none is. */
export function nearestStation(
  point: LatLng,
  stations: readonly TransitStation[],
  maxKm = NEAREST_STATION_KM,
): { station: TransitStation; km: number } | null {
  let best: { station: TransitStation; km: number } | null = null;
  for (const station of stations) {
    const km = distanceKm(point, station.position);
    if (km <= maxKm && (!best || km < best.km)) best = { station, km };
  }
  return best;
}

/** One departure as NexTrip gives it, read at the boundary. */
export interface Departure {
  tripId: string;
  routeId: string;
  /** "Blue", "A": feed text. */
  routeShortName: string;
  /** "Mall of America": feed text. */
  destination: string;
  /** NexTrip's own time text: "Due", "4 Min", "10:42". */
  text: string;
  /** Epoch ms. */
  time: number;
  /** From a vehicle's position (true) or the timetable. */
  realTime: boolean;
  heading: Heading | null;
  directionId: number;
}

/** A stop's answer: its stops (ids), alerts and departures. */
export interface StopAnswer {
  stopIds: number[];
  alerts: { closed: boolean; text: string }[];
  departures: Departure[];
}

/** Several answers (both directions, every line) as one: departures by time, each trip once. */
export function mergeAnswers(answers: readonly StopAnswer[]): StopAnswer {
  const seen = new Set<string>();
  const departures = answers
    .flatMap((answer) => answer.departures)
    .filter((departure) => {
      // A departure NexTrip sent without its trip is told apart by its time: one key for all of
      // them kept only the first.
      const trip = departure.tripId || `at ${departure.time}`;
      const key = `${departure.routeId}:${trip}:${departure.directionId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.time - b.time);
  const alerts = new Map<string, { closed: boolean; text: string }>();
  for (const alert of answers.flatMap((answer) => answer.alerts)) alerts.set(alert.text, alert);
  return {
    stopIds: [...new Set(answers.flatMap((answer) => answer.stopIds))],
    alerts: [...alerts.values()],
    departures,
  };
}

/**
 * Departures read more than two polls ago, or while the link is down, are no longer live: their
 * relative texts ("Due", "4 Min") meant the time they were read.
 */
export const LIVE_DEPARTURES_MS = 60_000;

/** The departures still ahead at `now` (ms): last-known lists drop the trains already gone. */
export const departuresAhead = (departures: readonly Departure[], now: number): Departure[] =>
  departures.filter((departure) => departure.time >= now);

/** Departures grouped by heading, first-seen order, at most `perDirection` each. */
export function byDirection(
  departures: readonly Departure[],
  perDirection = 4,
): { heading: Heading | null; departures: Departure[] }[] {
  const groups = new Map<Heading | 'other', Departure[]>();
  for (const departure of departures) {
    const key = departure.heading ?? 'other';
    const list = groups.get(key) ?? [];
    if (list.length < perDirection) list.push(departure);
    groups.set(key, list);
  }
  return [...groups].map(([key, list]) => ({
    heading: key === 'other' ? null : key,
    departures: list,
  }));
}
