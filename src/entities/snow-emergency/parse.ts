/**
 * `GET /api/snow-emergencies`: `{ data: [{ id, city, status, declaredAt, endsAt?, rulesUrl? }],
 * source, timestamp }`, read at the boundary. Loaded with the first answer, not with the page.
 */
import { expectSnapshot, parseItems, type Snapshot } from '@/api/answer-shape';
import { text, timeOf, type Fields } from '@/api/fields';
import { safeExternalUrl } from '@/domain/safe-url';

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

const iso = (value: unknown) => {
  const ms = timeOf(value);
  return ms > 0 ? new Date(ms).toISOString() : '';
};

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
  return { items: parseItems('snow-emergencies', list, parseSnowEmergency), source, readAt };
}
