/**
 * Times and dates for display, in the visitor's time zone and the active language.
 * - English is formatted by hand: the first Intl.DateTimeFormat a page creates loads locale data,
 *   a long task of ~70 ms on a mid-range phone right when the first screen renders.
 * - Spanish goes through cached Intl formatters (`toLocaleTimeString` would build one per call).
 * - Somali and Hmong use their catalogs' words: Chromium has no date data for them and would
 *   silently answer in English.
 */
import { INTL_LOCALE } from '@/i18n/languages';
import { activeLanguage, t } from '@/i18n/translate';

const formatters = new Map<string, Intl.DateTimeFormat>();

function cachedFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const listItem = (list: string, index: number) => list.split('|')[index] ?? '';

/** Whether this language's dates come from Intl rather than its catalog's words. */
const usesIntl = () => activeLanguage() === 'es';

/** "3:04 PM", or "3:04:05 PM" with seconds. */
export function timeOfDay(date: Date, withSeconds = false): string {
  if (usesIntl())
    return cachedFormatter(INTL_LOCALE[activeLanguage()], {
      hour: 'numeric',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
    }).format(date);
  const hours = date.getHours();
  const parts = {
    hour: hours % 12 || 12,
    minute: twoDigits(date.getMinutes()),
    second: twoDigits(date.getSeconds()),
    period: t(hours < 12 ? 'date.am' : 'date.pm'),
  };
  return t(withSeconds ? 'date.timeWithSeconds' : 'date.time', parts);
}

/** "Nov 23", or "Nov 23, 2026" with the year. */
export function monthDay(date: Date, withYear = false): string {
  if (usesIntl())
    return cachedFormatter(INTL_LOCALE[activeLanguage()], {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(date);
  const parts = {
    month: listItem(t('date.monthsShort'), date.getMonth()),
    day: date.getDate(),
    year: date.getFullYear(),
  };
  return t(withYear ? 'date.monthDayYear' : 'date.monthDay', parts);
}

/** "Tue". */
export function weekday(date: Date): string {
  if (usesIntl())
    return cachedFormatter(INTL_LOCALE[activeLanguage()], { weekday: 'short' }).format(date);
  return listItem(t('date.weekdaysShort'), date.getDay());
}

/** "Tue 7:42 AM": a weekday and a time of day, in the language's order. */
export function dayAndTime(date: Date): string {
  return t('date.dayAndTime', { weekday: weekday(date), time: timeOfDay(date) });
}
