import { serverNow } from '@/api/server-clock';
import { hasCurrentTemperature } from '@/domain/units';
import type { WeatherStation } from '@/domain/types';

/**
 * What time changes in how the stations are drawn at `now` (ms, this device's clock): each reading
 * current or not.
 */
export const weatherDrawnAsOf = (stations: readonly WeatherStation[], now: number): string =>
  stations.map((station) => (hasCurrentTemperature(station, serverNow(now)) ? 'c' : 'o')).join('');
