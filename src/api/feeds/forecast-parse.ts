/**
 * NWS `/points` and `/gridpoints/…/forecast[/hourly]` answers → the site's forecast. A wrong shape
 * throws (the forecast fails visibly); a single period that cannot be shown is skipped.
 */
import type { ForecastPeriod } from '@/domain/forecast';
import { safeExternalUrl } from '@/domain/safe-url';
import { plausibleTemperatureF, temperatureToFahrenheit } from '@/domain/units';
import { WrongShapeError } from '../answer-shape';
import { finiteNumber, isRecord, text, timeOf, type Fields } from '../fields';

export interface ForecastLinks {
  forecast: string;
  forecastHourly: string;
}

/** `properties.forecast` and `forecastHourly` of a `/points` answer, each an http(s) URL. */
export function parsePointLinks(payload: unknown): ForecastLinks {
  const properties = isRecord(payload) && isRecord(payload.properties) ? payload.properties : null;
  const forecast = safeExternalUrl(properties?.forecast);
  const forecastHourly = safeExternalUrl(properties?.forecastHourly);
  if (!forecast || !forecastHourly)
    throw new WrongShapeError('no http(s) properties.forecast and forecastHourly URLs');
  return { forecast, forecastHourly };
}

/** °F, or null for a unit NWS does not send or a value no metro forecast can give. */
function temperatureF(fields: Fields): number | null {
  const value = finiteNumber(fields.temperature);
  if (value === null) return null;
  const unit = text(fields.temperatureUnit, 'F').toUpperCase();
  if (unit === 'F') return plausibleTemperatureF(value);
  if (unit === 'C') return plausibleTemperatureF(temperatureToFahrenheit(value, 'wmoUnit:degC'));
  return null;
}

/** The periods with a start not seen before (a repeated hour would be drawn, and keyed, twice). */
function firstOfEachStart(periods: ForecastPeriod[]): ForecastPeriod[] {
  const starts = new Set<number>();
  return periods.filter((period) => {
    const start = timeOf(period.startTime);
    if (starts.has(start)) return false;
    starts.add(start);
    return true;
  });
}

function precipitation(value: unknown): number | null {
  const chance = isRecord(value) ? finiteNumber(value.value) : null;
  return chance !== null && chance >= 0 && chance <= 100 ? chance : null;
}

export function parsePeriod(fields: Fields): ForecastPeriod | null {
  const startTime = text(fields.startTime);
  const endTime = text(fields.endTime);
  const temperature = temperatureF(fields);
  if (!timeOf(startTime) || timeOf(endTime) <= timeOf(startTime) || temperature === null)
    return null;
  return {
    name: text(fields.name).slice(0, 60),
    startTime,
    endTime,
    isDaytime: fields.isDaytime === true,
    temperatureF: temperature,
    precipitationPercent: precipitation(fields.probabilityOfPrecipitation),
    windSpeed: text(fields.windSpeed).slice(0, 40),
    windDirection: text(fields.windDirection).slice(0, 8),
    shortForecast: text(fields.shortForecast).slice(0, 120),
    detailedForecast: text(fields.detailedForecast),
  };
}

export interface ParsedForecast {
  updateTime: string;
  periods: ForecastPeriod[];
}

/** A forecast document: its `updateTime` and its periods in time order. */
export function parseForecastDocument(payload: unknown): ParsedForecast {
  const properties = isRecord(payload) && isRecord(payload.properties) ? payload.properties : null;
  if (!properties || !Array.isArray(properties.periods))
    throw new WrongShapeError('no properties.periods list');
  const read = properties.periods
    .map((period) => (isRecord(period) ? parsePeriod(period) : null))
    .filter((period): period is ForecastPeriod => period !== null)
    .sort((a, b) => timeOf(a.startTime) - timeOf(b.startTime));
  const periods = firstOfEachStart(read);
  // Periods none of which can be read: the wrong shape, never an empty forecast "out of date".
  if (periods.length === 0 && properties.periods.length > 0)
    throw new WrongShapeError('no forecast period could be read');
  return { updateTime: timeOf(properties.updateTime) ? text(properties.updateTime) : '', periods };
}
