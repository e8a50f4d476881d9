/**
 * NexTrip v2 answers, read at the boundary (shapes from its OpenAPI description,
 * https://svc.metrotransit.org/swagger/docs/v2/nextrip): `GET /routes`, `GET /vehicles/{route_id}`
 * and a stop's `GET /{stop_id}` or `GET /{route_id}/{direction_id}/{place_code}`. Loaded with the
 * first answer, not with the page.
 */
import { expectList, expectRecord, parseItems, WrongShapeError } from '@/api/answer-shape';
import { finiteNumber, isRecord, latLng, text, type Fields } from '@/api/fields';
import { serverNow, toDeviceClock } from '@/api/server-clock';
import { isInMetroBox } from '@/domain/geo';
import type { TransitVehicle } from '@/domain/types';
import {
  destinationOf,
  headingOf,
  isMetroRoute,
  lineColour,
  shortNameOf,
  type Departure,
  type StopAnswer,
} from './model';

/** A METRO route from `/routes`. */
export interface MetroRoute {
  id: string;
  /** "METRO Blue Line". */
  label: string;
}

/**
 * The METRO lines of a `/routes` answer (local routes are never polled). Metro Transit always runs
 * METRO lines: an answer without one (an empty list, labels gone) is the wrong shape, never "no
 * trains", which would read "Transit 0" with nothing said for the day the list is kept.
 */
export function parseMetroRoutes(payload: unknown): MetroRoute[] {
  // Local routes are left out by design, not counted with the entries skipped as unreadable; an
  // entry without a label is unreadable.
  const metro = expectList(payload).filter((entry) => {
    const label = isRecord(entry) ? text(entry.route_label) : '';
    return label === '' || isMetroRoute(label);
  });
  const routes = parseItems('nextrip routes', metro, (fields) => {
    const id = text(fields.route_id);
    const label = text(fields.route_label);
    return id && label ? { id, label } : null;
  });
  if (routes.length === 0) throw new WrongShapeError('no METRO line in the routes');
  return routes;
}

/**
 * How far ahead of the server's clock a position may be dated (ms): clocks a little apart. One
 * dated later (a time in ms where seconds belong) would be drawn as live for ever.
 */
const LOCATED_AHEAD_SLACK_MS = 10 * 60_000;

/**
 * One `/vehicles/{route_id}` entry; null (skipped) without a trip, a drawable point or a time
 * that can be true.
 */
export function parseVehicle(fields: Fields, route: MetroRoute): TransitVehicle | null {
  const tripId = text(fields.trip_id);
  const position = latLng(fields.latitude, fields.longitude);
  const seconds = finiteNumber(fields.location_time);
  if (!tripId || !position || !isInMetroBox(position) || seconds === null || seconds <= 0)
    return null;
  if (seconds * 1000 > serverNow() + LOCATED_AHEAD_SLACK_MS) return null;
  const heading = headingOf(text(fields.direction));
  const shortName = shortNameOf(route.label);
  const bearing = finiteNumber(fields.bearing);
  return {
    type: 'vehicle',
    id: `${route.id}:${tripId}`,
    routeId: route.id,
    line: route.label,
    shortName,
    colour: lineColour(shortName),
    heading,
    destination: destinationOf(route.id, heading),
    bearing: bearing === null ? 0 : ((bearing % 360) + 360) % 360,
    position,
    // On this device's clock, as every age of a vehicle is counted with Date.now(): a clock a
    // few minutes off would otherwise fade every train, or keep old ones live.
    locatedAt: toDeviceClock(seconds * 1000),
  };
}

/** An entry with a readable position outside the metro box (NexTrip's 0, 0 when a bus has no fix). */
function placedOutsideMetro(entry: unknown): boolean {
  const position = isRecord(entry) ? latLng(entry.latitude, entry.longitude) : null;
  return position !== null && !isInMetroBox(position);
}

/**
 * A route's vehicles. Those outside the metro are left out by rule, not counted as unreadable: a
 * route whose trains all stand outside it (or lost their fix) has no vehicle to draw, and that is
 * no failure of the whole transit layer.
 */
export const parseVehicles = (payload: unknown, route: MetroRoute): TransitVehicle[] =>
  parseItems(
    'nextrip vehicles',
    expectList(payload).filter((entry) => !placedOutsideMetro(entry)),
    (fields) => parseVehicle(fields, route),
  );

/** The latest time a JavaScript Date can hold (ms): a later `departure_time` is not a time. */
const LAST_DATE_MS = 8.64e15;

function parseDeparture(raw: unknown): Departure | null {
  if (!isRecord(raw)) return null;
  const departureText = text(raw.departure_text);
  const seconds = finiteNumber(raw.departure_time);
  const routeShortName = text(raw.route_short_name) || text(raw.route_id);
  if (!departureText || seconds === null || !routeShortName) return null;
  if (seconds <= 0 || seconds * 1000 > LAST_DATE_MS) return null;
  return {
    tripId: text(raw.trip_id),
    routeId: text(raw.route_id),
    routeShortName,
    destination: text(raw.description) || text(raw.terminal),
    text: departureText,
    time: seconds * 1000,
    realTime: raw.actual === true,
    heading: headingOf(text(raw.direction_text)),
    directionId: finiteNumber(raw.direction_id) ?? -1,
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A stop's answer: `{ stops, alerts, departures }`. Not an object, or `departures` not a list, is
 * the wrong shape (never "no departures"), as is a list none of whose entries can be read; single
 * bad entries are skipped.
 */
export function parseStopAnswer(payload: unknown): StopAnswer {
  const fields = expectRecord(payload);
  if (!Array.isArray(fields.departures))
    throw new WrongShapeError('a NexTrip stop answer without a departures list');
  const departures = fields.departures
    .map(parseDeparture)
    .filter((departure): departure is Departure => departure !== null);
  // A list none of whose entries can be read is the wrong shape, not "no departures".
  if (departures.length === 0 && fields.departures.length > 0)
    throw new WrongShapeError('no departure could be read');
  return {
    stopIds: listOf(fields.stops)
      .map((stop) => (isRecord(stop) ? finiteNumber(stop.stop_id) : null))
      .filter((id): id is number => id !== null),
    alerts: listOf(fields.alerts)
      .filter(isRecord)
      .map((alert) => ({ closed: alert.stop_closed === true, text: text(alert.alert_text) }))
      .filter((alert) => alert.text !== ''),
    departures,
  };
}
