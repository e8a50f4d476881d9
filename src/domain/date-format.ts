/**
 * Times and dates for display, in the visitor's time zone. The site speaks US English, which is
 * formatted by hand: the first Intl.DateTimeFormat a page creates loads locale data, a long task
 * of ~70 ms on a mid-range phone right when the first screen renders. Other locales use cached
 * Intl formatters (`toLocaleTimeString` would build a new one on every call).
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
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

/** "3:04 PM", or "3:04:05 PM" with seconds. */
export function timeOfDay(date: Date, locale = 'en-US', withSeconds = false): string {
  if (locale !== 'en-US')
    return cachedFormatter(locale, {
      hour: 'numeric',
      minute: '2-digit',
      ...(withSeconds ? { second: '2-digit' } : {}),
    }).format(date);
  const hours = date.getHours();
  const seconds = withSeconds ? `:${twoDigits(date.getSeconds())}` : '';
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${seconds} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 23", or "Nov 23, 2026" with the year. */
export function monthDay(date: Date, locale = 'en-US', withYear = false): string {
  if (locale !== 'en-US')
    return cachedFormatter(locale, {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
    }).format(date);
  const day = `${MONTHS[date.getMonth()]} ${date.getDate()}`;
  return withYear ? `${day}, ${date.getFullYear()}` : day;
}

/** "Tue". */
export function weekday(date: Date, locale = 'en-US'): string {
  if (locale !== 'en-US') return cachedFormatter(locale, { weekday: 'short' }).format(date);
  return WEEKDAYS[date.getDay()] ?? '';
}
