import { config } from '@/config';
import { NWS_FALLBACK, type NWS_STATIONS } from '@/domain/constants';
import { isFiniteNumber } from '@/domain/geo';
import {
  lengthToMiles,
  plausibleHumidityPercent,
  plausibleTemperatureF,
  plausibleWindMph,
  speedToMph,
  temperatureToFahrenheit,
} from '@/domain/units';
import type { StationField, WeatherStation } from '@/domain/types';
import { WrongShapeError } from './answer-shape';
import { getJson } from './http';

export type StationInfo = (typeof NWS_STATIONS)[number];

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** MADIS quality codes NWS marks a value with: X rejected (erroneous), B subjectively bad. */
const REJECTED = /^(qc:)?[XB]$/;

/**
 * `{ unitCode, value, qualityControl }` → the value converted, or null when missing, null, of an
 * unknown unit, or rejected by NWS's quality control.
 */
function measured(
  properties: Fields,
  key: string,
  convert: (value: number, unitCode: string) => number | null,
): number | null {
  const quantity = properties[key];
  if (!isRecord(quantity) || !isFiniteNumber(quantity.value)) return null;
  if (typeof quantity.qualityControl === 'string' && REJECTED.test(quantity.qualityControl))
    return null;
  const unitCode = typeof quantity.unitCode === 'string' ? quantity.unitCode : '';
  const converted = convert(quantity.value, unitCode);
  return converted !== null && Number.isFinite(converted) ? converted : null;
}

const percent = (value: number, unitCode: string) =>
  unitCode.endsWith('percent') ? plausibleHumidityPercent(value) : null;
const fahrenheit = (value: number, unitCode: string) =>
  plausibleTemperatureF(temperatureToFahrenheit(value, unitCode));
const mph = (value: number, unitCode: string) => plausibleWindMph(speedToMph(value, unitCode));
const degrees = (value: number, unitCode: string) =>
  unitCode.endsWith('degree_(angle)') ? ((value % 360) + 360) % 360 : null;

/** The station with every field at its fallback (used before a reading and after a failure). */
export function fallbackStation(station: StationInfo): WeatherStation {
  return {
    id: station.id,
    name: station.name,
    county: station.county,
    position: { lat: station.lat, lng: station.lng },
    temperatureF: NWS_FALLBACK.temperatureF,
    humidityPercent: NWS_FALLBACK.humidityPercent,
    windMph: NWS_FALLBACK.windMph,
    windDirectionDeg: NWS_FALLBACK.windDirectionDeg,
    visibilityMi: NWS_FALLBACK.visibilityMi,
    conditions: NWS_FALLBACK.conditions,
    observedAt: '',
    fallbackFields: [
      'temperatureF',
      'humidityPercent',
      'windMph',
      'windDirectionDeg',
      'visibilityMi',
      'conditions',
    ],
  };
}

/**
 * Reads an NWS "latest observation" document; a missing value keeps its fallback, marked. A
 * document without its `properties` object is not an observation: a failure (the station keeps
 * its last reading), never a reading of nothing but fallbacks.
 */
export function parseObservation(payload: unknown, station: StationInfo): WeatherStation {
  const base = fallbackStation(station);
  if (!isRecord(payload) || !isRecord(payload.properties))
    throw new WrongShapeError('no observation properties');
  const properties = payload.properties;
  const fallbackFields: StationField[] = [];
  const pick = (field: StationField, value: number | null, fallback: number) => {
    if (value === null) fallbackFields.push(field);
    return value ?? fallback;
  };
  const description =
    typeof properties.textDescription === 'string' ? properties.textDescription.trim() : '';
  if (!description) fallbackFields.push('conditions');
  const timestamp = typeof properties.timestamp === 'string' ? properties.timestamp : '';
  return {
    ...base,
    temperatureF: pick(
      'temperatureF',
      measured(properties, 'temperature', fahrenheit),
      base.temperatureF,
    ),
    humidityPercent: pick(
      'humidityPercent',
      measured(properties, 'relativeHumidity', percent),
      base.humidityPercent,
    ),
    windMph: pick('windMph', measured(properties, 'windSpeed', mph), base.windMph),
    windDirectionDeg: pick(
      'windDirectionDeg',
      measured(properties, 'windDirection', degrees),
      base.windDirectionDeg,
    ),
    visibilityMi: pick(
      'visibilityMi',
      measured(properties, 'visibility', lengthToMiles),
      base.visibilityMi,
    ),
    conditions: description.slice(0, 200) || base.conditions,
    observedAt: Number.isNaN(Date.parse(timestamp)) ? '' : timestamp,
    fallbackFields: [...fallbackFields].sort(),
  };
}

export function stationObservationUrl(stationId: string): string {
  return `${config.nwsBaseUrl}/stations/${encodeURIComponent(stationId)}/observations/latest`;
}

/**
 * No custom headers and no credentials, so the browser sends a simple CORS request that NWS's `*`
 * origin policy allows. A failure is logged and rethrown: the query then keeps its last good reading,
 * and a station never read shows its defaults (see `stationOrFallback`).
 */
export async function fetchStation(
  station: StationInfo,
  signal?: AbortSignal,
): Promise<WeatherStation> {
  try {
    const payload = await getJson(stationObservationUrl(station.id), {
      credentials: 'omit',
      signal,
    });
    return parseObservation(payload, station);
  } catch (error) {
    if (!signal?.aborted)
      console.warn(`NWS station ${station.id} unavailable; keeping defaults.`, error);
    throw error;
  }
}

export function stationOrFallback(
  station: StationInfo,
  reading: WeatherStation | undefined,
): WeatherStation {
  return reading ?? fallbackStation(station);
}
