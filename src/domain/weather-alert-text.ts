/** What the alert banner and dialog say, in words (en-US, in the visitor's time zone). */
import { monthDay, timeOfDay, weekday } from './date-format';
import {
  alertEnd,
  METRO_COUNTY_CODES,
  type AlertSeverity,
  type WeatherAlert,
} from './weather-alerts';

const ALL_METRO = Object.keys(METRO_COUNTY_CODES).length;

/** "Hennepin County", "Hennepin and Ramsey counties", "Hennepin, Ramsey and Dakota counties". */
export function countiesLabel(counties: readonly string[]): string {
  if (counties.length === 0) return '';
  if (counties.length === ALL_METRO) return 'all seven metro counties';
  if (counties.length === 1) return `${counties[0]} County`;
  const last = counties[counties.length - 1];
  return `${counties.slice(0, -1).join(', ')} and ${last} counties`;
}

/** "6:00 PM Tue": a time and its weekday, so "until" never needs a date to be clear. */
export function timeAndDay(ms: number): string {
  const date = new Date(ms);
  return `${timeOfDay(date)} ${weekday(date)}`;
}

/** "until 6:00 PM Tue"; '' for an alert without an end. */
export function untilLabel(alert: Pick<WeatherAlert, 'ends' | 'expires'>): string {
  const end = alertEnd(alert);
  return end === null ? '' : `until ${timeAndDay(end)}`;
}

/** "Tue Nov 25, 6:00 PM" for the dialog's times; '' when the time does not parse. */
export function alertTimeLabel(iso: string): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '';
  const date = new Date(ms);
  return `${weekday(date)} ${monthDay(date)}, ${timeOfDay(date)}`;
}

/** The words of each severity, shown with its colour. */
export const SEVERITY_LABEL: Record<AlertSeverity, string> = {
  Extreme: 'Extreme',
  Severe: 'Severe',
  Moderate: 'Moderate',
  Minor: 'Minor',
  Unknown: 'Severity unknown',
};

/** "+2 more" when `count` alerts are active and one is shown; '' for one. */
export function moreLabel(count: number): string {
  return count > 1 ? `+${count - 1} more` : '';
}

/** What the polite live region says of a new alert. */
export function announcement(alert: WeatherAlert): string {
  const where = countiesLabel(alert.counties);
  const until = untilLabel(alert);
  return `Weather alert: ${alert.event}${where ? ` for ${where}` : ''}${until ? ` ${until}` : ''}.`;
}

/**
 * NWS text as paragraphs: a blank line separates paragraphs, single line breaks are only its
 * ~70-column wrapping and read as spaces.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}
