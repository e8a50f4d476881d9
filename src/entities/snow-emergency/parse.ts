/**
 * `GET /api/snow-emergencies`: `{ data: [{ id, city, status, declaredAt, endsAt?, rulesUrl? }],
 * source, timestamp }`, read at the boundary. Loaded with the first answer, not with the page.
 */
import { expectSnapshot, parseItems, type Snapshot } from '@/api/answer-shape';
import { isRecord, text, timeOf, type Fields } from '@/api/fields';
import { safeExternalUrl } from '@/domain/safe-url';
import { fromCentralWall } from './model';

export interface SnowEmergency {
  id: string;
  /** As in `/api/cities` ("Minneapolis", "Saint Paul"). */
  city: string;
  /** `declared`: in force or about to start; `ended`: over (shown nowhere). */
  status: 'declared' | 'ended';
  /** ISO 8601, normalised to UTC. */
  declaredAt: string;
  /** The city's own end (ISO 8601), '' when it gave none. */
  endsAt: string;
  /** The city's page, only when it is an http(s) URL. */
  rulesUrl: string | null;
}

/**
 * `2026-12-01`, `2026-12-01T19:00` or `2026-12-01T19:00:00.000`: an ISO time without a zone (or
 * RFC 3339's space for the `T`, `2026-12-01 19:00`, which browsers read each their own way).
 */
const WITHOUT_ZONE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?$/;

/**
 * Milliseconds of an ISO time; one without a zone is the cities' own wall clock, Central time
 * (`Date.parse` reads a date alone as UTC, the evening before in Minneapolis, and a date and
 * time in the visitor's zone). 0 when it does not parse or names no real date.
 */
function declaredTimeOf(value: unknown): number {
  const fields = typeof value === 'string' ? WITHOUT_ZONE.exec(value.trim()) : null;
  if (!fields) return timeOf(value);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, fraction = 0] = fields
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, Math.round(fraction * 1000));
  const read = new Date(wall);
  // Date.UTC carries an overflow on ("2026-02-30" is March 2): only a date and time that exist.
  const real =
    read.getUTCMonth() === month - 1 &&
    read.getUTCDate() === day &&
    read.getUTCHours() === hour &&
    read.getUTCMinutes() === minute;
  return real ? fromCentralWall(wall).getTime() : 0;
}

const iso = (value: unknown) => {
  const ms = declaredTimeOf(value);
  return ms > 0 ? new Date(ms).toISOString() : '';
};

const KNOWN_STATUSES = new Set(['declared', 'ended']);

/** One item; null (skipped) for another status, no city or an unreadable declaration time. */
export function parseSnowEmergency(fields: Fields): SnowEmergency | null {
  const status = text(fields.status).toLowerCase();
  const city = text(fields.city);
  const declaredAt = iso(fields.declaredAt);
  if ((status !== 'declared' && status !== 'ended') || !city || !declaredAt) return null;
  return {
    id: text(fields.id) || `${city} ${declaredAt}`,
    city,
    status,
    declaredAt,
    endsAt: iso(fields.endsAt),
    rulesUrl: safeExternalUrl(fields.rulesUrl),
  };
}

/** The answer; one without its `data` list is a failure (never "no snow emergency"). */
export function parseSnowEmergencies(payload: unknown): Snapshot<SnowEmergency> {
  const { list, source, readAt } = expectSnapshot(payload);
  // Another status is left out by the contract, not counted with the items skipped as unreadable.
  const known = list.filter(
    (entry) => !isRecord(entry) || KNOWN_STATUSES.has(text(entry.status).toLowerCase()),
  );
  return { items: parseItems('snow-emergencies', known, parseSnowEmergency), source, readAt };
}
