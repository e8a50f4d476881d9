/** What the alert banner and dialog say, in words (the active language, the visitor's time zone). */
import { t, tp } from '@/i18n/translate';
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
  if (counties.length === ALL_METRO) return t('weather.alert.counties.all');
  if (counties.length === 1) return t('weather.alert.counties.one', { county: counties[0]! });
  return t('weather.alert.counties.many', {
    list: counties.slice(0, -1).join(t('weather.alert.counties.separator')),
    last: counties[counties.length - 1]!,
  });
}

/** "6:00 PM Tue": a time and its weekday, so "until" never needs a date to be clear. */
export function timeAndDay(ms: number): string {
  const date = new Date(ms);
  return t('weather.alert.timeAndDay', { time: timeOfDay(date), weekday: weekday(date) });
}

/** "until 6:00 PM Tue"; '' for an alert without an end. */
export function untilLabel(alert: Pick<WeatherAlert, 'ends' | 'expires'>): string {
  const end = alertEnd(alert);
  return end === null ? '' : t('weather.alert.until', { time: timeAndDay(end) });
}

/** "Tue Nov 25, 6:00 PM" for the dialog's times; '' when the time does not parse. */
export function alertTimeLabel(iso: string): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '';
  const date = new Date(ms);
  return t('weather.alert.dateTime', {
    weekday: weekday(date),
    date: monthDay(date),
    time: timeOfDay(date),
  });
}

/** The words of each severity, shown with its colour (getters: read in the language of the moment). */
export const SEVERITY_LABEL: Readonly<Record<AlertSeverity, string>> = {
  get Extreme() {
    return t('weather.severity.extreme');
  },
  get Severe() {
    return t('weather.severity.severe');
  },
  get Moderate() {
    return t('weather.severity.moderate');
  },
  get Minor() {
    return t('weather.severity.minor');
  },
  get Unknown() {
    return t('weather.severity.unknown');
  },
};

/** "+2 more" when `count` alerts are active and one is shown; '' for one. */
export function moreLabel(count: number): string {
  return count > 1 ? tp('weather.alert.more', count - 1) : '';
}

/** What the polite live region says of a new alert. */
export function announcement(alert: WeatherAlert): string {
  const where = countiesLabel(alert.counties);
  const end = alertEnd(alert);
  const params = { event: alert.event, where, time: end === null ? '' : timeAndDay(end) };
  if (where) return t(end === null ? 'weather.announce.noEnd' : 'weather.announce.full', params);
  return t(end === null ? 'weather.announce.eventOnly' : 'weather.announce.noWhere', params);
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
