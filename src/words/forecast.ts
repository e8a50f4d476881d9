import { t } from '@/i18n/translate';
import '@/i18n/english-later';
import type { ForecastPeriod } from '@/domain/forecast';

const WIND_SPEED = /^(\d{1,3})(?: to (\d{1,3}))? mph$/;

/** The 16 points as NWS writes them, in the order of unit.compass16 (north, then clockwise). */
const NWS_COMPASS = 'N|NNE|NE|ENE|E|ESE|SE|SSE|S|SSW|SW|WSW|W|WNW|NW|NNW'.split('|');

/** NWS's "NW" in the active language's compass words; as NWS wrote it when it is not one of the 16. */
export function compassPoint(nws: string): string {
  const index = NWS_COMPASS.indexOf(nws.trim().toUpperCase());
  if (index === -1) return nws.trim();
  return t('unit.compass16').split('|')[index] ?? nws.trim();
}

/**
 * "NW 5 to 10 mph", "Calm" for 0 mph, '' when the speed is not of NWS's "N mph" / "N to M mph"
 * form (a unit we do not expect is left out rather than shown wrong). The direction, where the
 * wind comes from, is NWS's point in the catalog's compass words.
 */
export function windText(direction: string, speed: string): string {
  const match = WIND_SPEED.exec(speed.trim());
  if (!match) return '';
  const [, low = '', high] = match;
  if (low === '0' && !high) return t('weather.forecast.calm');
  const words = high
    ? t('weather.forecast.windRange', { low, high })
    : t('unit.wind', { value: low });
  const from = direction.trim();
  return from
    ? t('weather.forecast.windWithDirection', { direction: compassPoint(from), speed: words })
    : words;
}

/**
 * "3 PM": the hour a forecast hour starts, in the visitor's time zone. Here rather than in
 * date-format.ts, whose module the first screen loads: this one loads with the forecast.
 */
export function hourLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  return t('weather.forecast.hour', {
    hour: hours % 12 || 12,
    period: t(hours < 12 ? 'date.am' : 'date.pm'),
  });
}

/** "High 24°F" for a day period, "Low 9°F" for a night. */
export function highLowLabel(period: Pick<ForecastPeriod, 'isDaytime' | 'temperatureF'>): string {
  const temperature = t('unit.temperature', { value: Math.round(period.temperatureF) });
  return t(period.isDaytime ? 'weather.forecast.high' : 'weather.forecast.low', { temperature });
}

/** "20%", or '' when NWS gave no chance (null): nothing is shown rather than a made-up 0 %. */
export function precipitationLabel(percent: number | null): string {
  return percent === null ? '' : t('weather.forecast.percent', { value: Math.round(percent) });
}
