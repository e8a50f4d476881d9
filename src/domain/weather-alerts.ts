/**
 * The National Weather Service's active alerts for the seven metro counties: which are in force
 * now, in what order, for which county, how severe on the map, and which a screen reader hears.
 * The texts a visitor reads are in weather-alert-text.ts (loaded with the banner).
 */

export type AlertSeverity = 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';

export const ALERT_SEVERITIES: readonly AlertSeverity[] = [
  'Extreme',
  'Severe',
  'Moderate',
  'Minor',
  'Unknown',
];

export interface WeatherAlert {
  /** NWS's identifier (the CAP message id, `urn:oid:…`). */
  id: string;
  /** "Winter Storm Warning". */
  event: string;
  headline: string;
  /** Plain text with line breaks, never HTML. */
  description: string;
  instruction: string;
  severity: AlertSeverity;
  certainty: string;
  urgency: string;
  /** "NWS Twin Cities/Chanhassen MN". */
  sender: string;
  areaDesc: string;
  /** The metro counties it covers, in METRO_COUNTY_CODES order. */
  counties: string[];
  /** ISO times, '' when NWS sent none. */
  sent: string;
  effective: string;
  onset: string;
  expires: string;
  ends: string;
  /** Alert, Update or Cancel. */
  messageType: string;
  /** Actual, Exercise, System, Test or Draft. */
  status: string;
  /** The ids of the earlier messages this one updates or cancels. */
  replaces: string[];
}

/** The seven counties' SAME codes (FIPS with a leading 0), in the order the site lists them. */
export const METRO_COUNTY_CODES: Readonly<Record<string, string>> = {
  '027053': 'Hennepin',
  '027123': 'Ramsey',
  '027037': 'Dakota',
  '027003': 'Anoka',
  '027163': 'Washington',
  '027139': 'Scott',
  '027019': 'Carver',
};

/** The metro counties among SAME codes, in the site's order, each once. */
export function metroCountiesOf(sameCodes: readonly string[]): string[] {
  const codes = new Set(sameCodes.map((code) => code.trim()));
  return Object.entries(METRO_COUNTY_CODES)
    .filter(([code]) => codes.has(code))
    .map(([, county]) => county);
}

const RANK: Record<AlertSeverity, number> = {
  Extreme: 4,
  Severe: 3,
  Moderate: 2,
  Minor: 1,
  Unknown: 0,
};

export const severityRank = (severity: AlertSeverity) => RANK[severity];

const timeOf = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** When the alert stops being in force: its `ends`, else its `expires` (ms), or null for neither. */
export function alertEnd(alert: Pick<WeatherAlert, 'ends' | 'expires'>): number | null {
  return timeOf(alert.ends) ?? timeOf(alert.expires);
}

/**
 * The metro alerts of an answer, whatever the time: for a metro county, real (status Actual), not
 * replaced by an update or cancellation in the same answer (nor two copies of one id), and not
 * itself a cancellation. Done once per answer; `inForce` then applies the clock.
 */
export function metroAlerts(alerts: readonly WeatherAlert[]): WeatherAlert[] {
  const replaced = new Set(alerts.flatMap((alert) => alert.replaces));
  const seen = new Set<string>();
  const kept: WeatherAlert[] = [];
  for (const alert of alerts) {
    if (alert.counties.length === 0 || alert.status.toLowerCase() !== 'actual') continue;
    if (alert.messageType.toLowerCase() === 'cancel' || replaced.has(alert.id)) continue;
    if (seen.has(alert.id)) continue;
    seen.add(alert.id);
    kept.push(alert);
  }
  return kept.sort(
    (a, b) =>
      severityRank(b.severity) - severityRank(a.severity) ||
      (alertEnd(a) ?? Infinity) - (alertEnd(b) ?? Infinity),
  );
}

/** Those still in force at `now` (ms): an alert whose end has passed is dropped. */
export function inForce(alerts: readonly WeatherAlert[], now: number): WeatherAlert[] {
  const active = alerts.filter((alert) => {
    const end = alertEnd(alert);
    return end === null || end > now;
  });
  return active.length === alerts.length ? (alerts as WeatherAlert[]) : active;
}

/** Only those covering `county` (a domain page or city host); all of them for null. */
export function alertsForCounty(
  alerts: readonly WeatherAlert[],
  county: string | null,
): WeatherAlert[] {
  if (!county) return alerts as WeatherAlert[];
  const wanted = county.trim().toLowerCase();
  return alerts.filter((alert) => alert.counties.some((c) => c.toLowerCase() === wanted));
}

/** The most severe alert per county, for the map's tint. */
export function countyAlertLevels(
  alerts: readonly WeatherAlert[],
): Partial<Record<string, AlertSeverity>> {
  const levels: Partial<Record<string, AlertSeverity>> = {};
  for (const alert of alerts) {
    for (const county of alert.counties) {
      const current = levels[county];
      if (!current || severityRank(alert.severity) > severityRank(current))
        levels[county] = alert.severity;
    }
  }
  return levels;
}

/** Extreme and Severe alerts not announced yet: what the polite live region says once. */
export function alertsToAnnounce(
  alerts: readonly WeatherAlert[],
  announced: ReadonlySet<string>,
): WeatherAlert[] {
  return alerts.filter(
    (alert) => severityRank(alert.severity) >= RANK.Severe && !announced.has(alert.id),
  );
}
