/**
 * `GET /api/weather/nws-live` (every 5 min): `{ data: [readings], source, timestamp }`, the NWS
 * observations as the server read them. Temperature in °F, wind speed in mph, humidity in %.
 */
import { REFRESH_MS } from '@/domain/constants';
import type { ServerWeatherReading } from '@/domain/types';
import { plausibleHumidityPercent, plausibleTemperatureF, plausibleWindMph } from '@/domain/units';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';
import { expectSnapshot, parseItems, type Snapshot } from '../answer-shape';
import { finiteNumber, text, type Fields } from '../fields';
import { polledQuery } from './define';
import { snapshotView } from './snapshot-view';
import { defineFeed } from './feed';
import { useFeed } from './read';

export function parseServerWeatherReading(fields: Fields): ServerWeatherReading | null {
  const location = text(fields.location);
  if (!location) return null;
  const county = text(fields.county);
  return {
    // The contract gives readings no id: a place is one reading.
    id: `${location}|${county}`,
    location,
    county,
    // A value no station can read is left out ("–"), as a missing one is.
    temperatureF: plausibleTemperatureF(finiteNumber(fields.temperature)),
    windMph: plausibleWindMph(finiteNumber(fields.windSpeed)),
    humidityPercent: plausibleHumidityPercent(finiteNumber(fields.humidity)),
    conditions: text(fields.conditions),
    observedAt: text(fields.timestamp),
  };
}

export function parseServerWeather(payload: unknown): Snapshot<ServerWeatherReading> {
  const { list, source, readAt } = expectSnapshot(payload);
  return { items: parseItems('weather', list, parseServerWeatherReading), source, readAt };
}

// Small and drawn in a tab or below the fold: its first request waits until the page has shown its
// first content, so on a phone's slow link it never queues in front of what that paint needs.
export const serverWeatherQuery = () =>
  polledQuery('/api/weather/nws-live', REFRESH_MS.serverWeather, parseServerWeather, {
    beforeFirstFetch: () => afterFirstContentfulPaint(),
  });

export const serverWeatherFeed = defineFeed(
  serverWeatherQuery,
  snapshotView<ServerWeatherReading>(),
);

export const useServerWeather = () => useFeed(serverWeatherFeed);
