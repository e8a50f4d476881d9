import { STATION_READING_MAX_AGE_MS, UNIT_FACTORS } from './constants';
import type { WeatherStation } from './types';

/** °C → °F. */
export const celsiusToFahrenheit = (celsius: number) => (celsius * 9) / 5 + 32;

/** A speed in the given WMO unit code → mph; null for an unknown unit. */
export function speedToMph(value: number, unitCode: string): number | null {
  const unit = stripUnitPrefix(unitCode);
  if (unit === 'km_h-1') return value * UNIT_FACTORS.kmhToMph;
  if (unit === 'm_s-1') return value * UNIT_FACTORS.msToMph;
  if (unit === 'mi_h-1' || unit === '[mi_i]/h') return value;
  return null;
}

/** A temperature in the given unit code → °F; null for an unknown unit. */
export function temperatureToFahrenheit(value: number, unitCode: string): number | null {
  const unit = stripUnitPrefix(unitCode);
  if (unit === 'degC') return celsiusToFahrenheit(value);
  if (unit === 'degF') return value;
  return null;
}

/** A length in the given unit code → miles; null for an unknown unit. */
export function lengthToMiles(value: number, unitCode: string): number | null {
  const unit = stripUnitPrefix(unitCode);
  if (unit === 'm') return value / UNIT_FACTORS.metresPerMile;
  if (unit === 'km') return (value * 1000) / UNIT_FACTORS.metresPerMile;
  return null;
}

/** The value when it lies in [min, max], else null (a sensor fault or a unit mix-up, not weather). */
const within =
  (min: number, max: number) =>
  (value: number | null): number | null =>
    value !== null && value >= min && value <= max ? value : null;

/** °F a metro station can read: Minnesota's records are −60 and 115. */
export const plausibleTemperatureF = within(-80, 130);
/** mph: never below 0. */
export const plausibleWindMph = within(0, 200);
/** Relative humidity, %. */
export const plausibleHumidityPercent = within(0, 100);

/** "wmoUnit:km_h-1" → "km_h-1". */
function stripUnitPrefix(unitCode: string): string {
  const colon = unitCode.indexOf(':');
  return colon === -1 ? unitCode : unitCode.slice(colon + 1);
}

/** Degrees → which of the eight compass points it is nearest: 0 N, 1 NE, … 7 NW. */
export function compassOctant(degrees: number): number {
  const normalised = ((degrees % 360) + 360) % 360;
  return Math.round(normalised / 45) % 8;
}

/**
 * A station's temperature is a current reading at `now` (ms, on NWS's clock): read, not the
 * fallback, and observed at most 2 hours before (a time ahead of `now` counts as current).
 */
export function hasCurrentTemperature(station: WeatherStation, now: number): boolean {
  if (station.fallbackFields.includes('temperatureF')) return false;
  const observedAt = Date.parse(station.observedAt);
  return Number.isFinite(observedAt) && now - observedAt <= STATION_READING_MAX_AGE_MS;
}

/**
 * A reading dated (ISO) more than 2 hours before `now` (ms, on the server's clock): its values are
 * not the weather now. False without a date, which tells nothing.
 */
export function isOldReading(observedAt: string, now: number): boolean {
  const at = Date.parse(observedAt);
  return Number.isFinite(at) && now - at > STATION_READING_MAX_AGE_MS;
}

/** Mean of the current temperatures at `now` (°F, rounded); null when no station has one. */
export function averageTemperatureF(
  stations: readonly WeatherStation[],
  now: number,
): number | null {
  const measured = stations.filter((station) => hasCurrentTemperature(station, now));
  return measured.length
    ? Math.round(measured.reduce((sum, station) => sum + station.temperatureF, 0) / measured.length)
    : null;
}
