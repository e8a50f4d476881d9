/**
 * The NWS active-alerts answer (GeoJSON: `features[]` with `properties`), read at the boundary.
 * Loaded with the first alerts request, after the page's first paint, not in its first download.
 */
import {
  ALERT_SEVERITIES,
  metroAlerts,
  metroCountiesOf,
  type AlertSeverity,
  type WeatherAlert,
} from '@/domain/weather-alerts';
import { describe, expectRecord, WrongShapeError } from '@/api/answer-shape';
import { isRecord, text, textList, type Fields } from '@/api/fields';

/** NWS descriptions run to a few thousand characters; longer ones are cut. */
const MAX_ALERT_TEXT = 8000;

/** Plain text with its line breaks (NWS wraps at ~70 columns and separates paragraphs by a blank line). */
function longText(value: unknown): string {
  return typeof value === 'string'
    ? value.replace(/\r\n?/g, '\n').trim().slice(0, MAX_ALERT_TEXT)
    : '';
}

function severity(value: unknown): AlertSeverity {
  const word = text(value).toLowerCase();
  return ALERT_SEVERITIES.find((known) => known.toLowerCase() === word) ?? 'Unknown';
}

function references(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((reference) =>
    isRecord(reference) && text(reference.identifier) ? [text(reference.identifier)] : [],
  );
}

export function parseAlertFeature(feature: Fields): WeatherAlert | null {
  const properties = isRecord(feature.properties) ? feature.properties : null;
  if (!properties) return null;
  const id = text(properties.id) || text(feature.id);
  const event = text(properties.event);
  if (!id || !event) return null;
  const geocode = isRecord(properties.geocode) ? properties.geocode : {};
  return {
    id,
    event,
    headline: text(properties.headline),
    description: longText(properties.description),
    instruction: longText(properties.instruction),
    severity: severity(properties.severity),
    certainty: text(properties.certainty),
    urgency: text(properties.urgency),
    sender: text(properties.senderName),
    areaDesc: text(properties.areaDesc),
    counties: metroCountiesOf(textList(geocode.SAME)),
    sent: text(properties.sent),
    effective: text(properties.effective),
    onset: text(properties.onset),
    expires: text(properties.expires),
    ends: text(properties.ends),
    messageType: text(properties.messageType),
    status: text(properties.status),
    replaces: references(properties.references),
  };
}

/**
 * Whether the metro rules can judge the feature: NWS sends every alert with its status and its
 * counties (`geocode.SAME`). One without them cannot be told apart from a metro alert.
 */
function judgeable(properties: unknown): boolean {
  if (!isRecord(properties) || text(properties.status) === '') return false;
  return isRecord(properties.geocode) && Array.isArray(properties.geocode.SAME);
}

/**
 * The metro alerts of the answer (time not yet applied: see `inForce`). Features that cannot be
 * read are skipped; a list none of whose features can be read is the wrong shape, never "no
 * alerts" (alerts outside the metro are read, then left out by the rules).
 */
export function parseWeatherAlerts(payload: unknown): WeatherAlert[] {
  const fields = expectRecord(payload);
  if (!Array.isArray(fields.features))
    throw new WrongShapeError(`expected a "features" list, got ${describe(fields.features)}`);
  const alerts = fields.features.flatMap((feature) => {
    const alert =
      isRecord(feature) && judgeable(feature.properties) ? parseAlertFeature(feature) : null;
    return alert ? [alert] : [];
  });
  if (alerts.length === 0 && fields.features.length > 0)
    throw new WrongShapeError('no alert could be read');
  // Which copy of an id counts is metroAlerts' rule.
  return metroAlerts(alerts);
}
