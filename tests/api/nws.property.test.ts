import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseObservation } from '@/api/nws';
import { NWS_STATIONS } from '@/domain/constants';
import { attempt, hostileScalar, hostileValue, RUNS } from './feeds/hostile-json-fixtures';

test('NWS observations: 1,000 hostile documents give finite numbers for every station field, or a wrong shape', () => {
  const station = NWS_STATIONS[0];
  const observation = fc.oneof(
    hostileValue,
    fc.record({
      properties: fc.record(
        Object.fromEntries(
          [
            'temperature',
            'windSpeed',
            'windDirection',
            'visibility',
            'relativeHumidity',
            'textDescription',
            'timestamp',
          ].map((key) => [
            key,
            fc.oneof(
              hostileValue,
              fc.record({
                unitCode: fc.oneof(
                  hostileScalar,
                  fc.constantFrom(
                    'wmoUnit:degC',
                    'wmoUnit:km_h-1',
                    'wmoUnit:m_s-1',
                    'wmoUnit:m',
                    'wmoUnit:percent',
                    'wmoUnit:degree_(angle)',
                  ),
                ),
                value: hostileScalar,
              }),
            ),
          ]),
        ),
        { requiredKeys: [] },
      ),
    }),
  );
  fc.assert(
    fc.property(observation, (payload) => {
      const reading = attempt((document: unknown) => parseObservation(document, station), payload);
      // Only a document without its properties object is refused (a wrong shape, thrown).
      const hasProperties =
        typeof payload === 'object' &&
        payload !== null &&
        !Array.isArray(payload) &&
        typeof (payload as { properties?: unknown }).properties === 'object' &&
        (payload as { properties?: unknown }).properties !== null &&
        !Array.isArray((payload as { properties?: unknown }).properties);
      expect(reading !== null).toBe(hasProperties);
      if (!reading) return;
      for (const value of [
        reading.temperatureF,
        reading.humidityPercent,
        reading.windMph,
        reading.windDirectionDeg,
        reading.visibilityMi,
      ]) {
        expect(Number.isFinite(value)).toBe(true);
      }
      expect(typeof reading.conditions).toBe('string');
    }),
    { numRuns: RUNS },
  );
});
