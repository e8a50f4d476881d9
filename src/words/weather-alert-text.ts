/** What the alert banner and dialog say, in words (the active language, the visitor's time zone). */
import type { TextKey } from '@/i18n/catalogs/en';
import { t, tp } from '@/i18n/translate';
import '@/i18n/english-later';
import { monthDay, timeOfDay, weekday } from '@/words/date-format';
import {
  alertEnd,
  METRO_COUNTY_CODES,
  type AlertSeverity,
  type WeatherAlert,
} from '@/domain/weather-alerts';

const ALL_METRO = Object.keys(METRO_COUNTY_CODES).length;

/**
 * Where the counties' words stand: alone (the alert row, the dialog) or inside an announcement's
 * sentence, where a language may need an article or a case the standalone words do not have.
 */
export type CountiesSlot = 'alone' | 'inSentence';

const COUNTIES_WORDS = {
  alone: {
    all: 'weather.alert.counties.all',
    one: 'weather.alert.counties.one',
    many: 'weather.alert.counties.many',
  },
  inSentence: {
    all: 'weather.announce.counties.all',
    one: 'weather.announce.counties.one',
    many: 'weather.announce.counties.many',
  },
} as const;

/** "Hennepin County", "Hennepin and Ramsey counties", "Hennepin, Ramsey and Dakota counties". */
export function countiesLabel(counties: readonly string[], slot: CountiesSlot = 'alone'): string {
  const words = COUNTIES_WORDS[slot];
  if (counties.length === 0) return '';
  if (counties.length === ALL_METRO) return t(words.all);
  if (counties.length === 1) return t(words.one, { county: counties[0]! });
  return t(words.many, {
    list: counties.slice(0, -1).join(t('weather.alert.counties.separator')),
    last: counties[counties.length - 1]!,
  });
}

/** Within this many days of now a weekday names one day; beyond it, the date does. */
const WEEKDAY_CLEAR_DAYS = 6;
const DAY_MS = 86_400_000;

/**
 * "6:00 PM Tue": a time and its weekday, so "until" needs no date when it ends within the coming
 * days of `now` (ms); further off, or `now` unknown (0), "Tue Dec 14, 6:00 PM" with its date.
 */
export function timeAndDay(ms: number, now: number): string {
  const date = new Date(ms);
  if (now <= 0 || Math.abs(ms - now) >= WEEKDAY_CLEAR_DAYS * DAY_MS) return dateTime(date);
  return t('weather.alert.timeAndDay', { time: timeOfDay(date), weekday: weekday(date) });
}

/** "until 6:00 PM Tue" (seen at `now`, ms); '' for an alert without an end. */
export function untilLabel(alert: Pick<WeatherAlert, 'ends' | 'expires'>, now: number): string {
  const end = alertEnd(alert);
  return end === null ? '' : t('weather.alert.until', { time: timeAndDay(end, now) });
}

const dateTime = (date: Date) =>
  t('weather.alert.dateTime', {
    weekday: weekday(date),
    date: monthDay(date),
    time: timeOfDay(date),
  });

/** "Tue Nov 25, 6:00 PM" for the dialog's times; '' when the time does not parse. */
export function alertTimeLabel(iso: string): string {
  const ms = Date.parse(iso);
  if (!iso || Number.isNaN(ms)) return '';
  return dateTime(new Date(ms));
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

const CERTAINTY_WORDS = {
  observed: 'weather.certainty.observed',
  likely: 'weather.certainty.likely',
  possible: 'weather.certainty.possible',
  unlikely: 'weather.certainty.unlikely',
  unknown: 'weather.certainty.unknown',
} as const;

const URGENCY_WORDS = {
  immediate: 'weather.urgency.immediate',
  expected: 'weather.urgency.expected',
  future: 'weather.urgency.future',
  past: 'weather.urgency.past',
  unknown: 'weather.urgency.unknown',
} as const;

/** A CAP value in the active language, or null when NWS sent a value CAP does not define. */
function capWords<Words extends Readonly<Record<string, TextKey>>>(
  words: Words,
  value: string,
): string | null {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(words, key) ? t(words[key as keyof Words]!) : null;
}

/** NWS's certainty ("Likely") in words of the active language; null for a value CAP lacks. */
export function certaintyLabel(value: string): string | null {
  return capWords(CERTAINTY_WORDS, value);
}

/** NWS's urgency ("Expected") in words of the active language; null for a value CAP lacks. */
export function urgencyLabel(value: string): string | null {
  return capWords(URGENCY_WORDS, value);
}

/** "+2 more" when `count` alerts are active and one is shown; '' for one. */
export function moreLabel(count: number): string {
  return count > 1 ? tp('weather.alert.more', count - 1) : '';
}

/** What the polite live region says of a new alert, checked at `now` (ms). */
export function announcement(alert: WeatherAlert, now: number): string {
  const where = countiesLabel(alert.counties, 'inSentence');
  const end = alertEnd(alert);
  const params = { event: alert.event, where, time: end === null ? '' : timeAndDay(end, now) };
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
