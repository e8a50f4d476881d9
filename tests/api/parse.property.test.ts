import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  parseCameras,
  parseCamerasInSlices,
  parseCities,
  parseCurrentDomain,
  parseNews,
  parseNewsInSlices,
  parseOwnedDomains,
  parseServerWeather,
  parseSystemStatus,
  parseTransit,
} from '@/api/parse';
import { parseObservation } from '@/api/nws';
import { NWS_STATIONS } from '@/domain/constants';
import { drawableItems, isInMetroBox } from '@/domain/geo';

const RUNS = 1000;

/** Hostile values: wrong types, nulls, NaN, huge and script-like strings, out-of-range numbers. */
const hostileScalar = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(-1e308),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.string(),
  fc.constant('javascript:alert(1)'),
  fc.constant('<img src=x onerror=alert(1)>'),
  fc.constant('data:text/html,<script>alert(1)</script>'),
  fc.constant('x'.repeat(50_000)),
  fc.constantFrom('44.9', '-93.2', '999', 'north'),
);

const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const keys = [
  'id',
  'name',
  'title',
  'imageUrl',
  'url',
  'latitude',
  'longitude',
  'lat',
  'lng',
  'status',
  'tags',
  'population',
  'domain',
  'city',
  'county',
  'brandColor',
  'category',
  'impact',
  'severity',
  'location',
  'temperatureF',
  'services',
  'alerts',
  'publishedAt',
  'description',
];

/** Records with the real field names holding hostile values, duplicate ids included. */
const hostileRecord = fc.record(
  Object.fromEntries(
    keys.map((key) => [key, key === 'id' ? fc.constantFrom('a', 'b', 1, '', null) : hostileValue]),
  ),
  { requiredKeys: [] },
);

const hostilePayload = fc.oneof(
  hostileValue,
  fc.array(hostileRecord, { maxLength: 12 }),
  fc.record({
    alerts: fc.array(hostileRecord, { maxLength: 6 }),
    services: fc.array(hostileRecord, { maxLength: 6 }),
  }),
);

const SAFE_URL = /^https?:\/\//;

describe.each([
  ['cameras', parseCameras],
  ['news', parseNews],
  ['cities', parseCities],
  ['owned domains', parseOwnedDomains],
  ['server weather', parseServerWeather],
  ['transit', parseTransit],
])('%s parser under 1,000 hostile payloads', (_feed, parse) => {
  test('never throws, returns a list of items with unique non-empty ids', () => {
    fc.assert(
      fc.property(hostilePayload, (payload) => {
        const items = parse(payload);
        expect(Array.isArray(items)).toBe(true);
        const ids = items.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

test('cameras and news: every position is finite and only in-box items are drawable; URLs are http(s)', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      for (const item of [...parseCameras(payload), ...parseNews(payload)]) {
        if (item.position) {
          expect(Number.isFinite(item.position.lat) && Number.isFinite(item.position.lng)).toBe(
            true,
          );
        }
        const link = 'url' in item ? item.url : item.imageUrl;
        if (link !== null) expect(link).toMatch(SAFE_URL);
      }
      const drawable = drawableItems([...parseCameras(payload), ...parseNews(payload)]);
      expect(drawable.every((item) => isInMetroBox(item.position))).toBe(true);
    }),
    { numRuns: RUNS },
  );
});

test('owned domains: only valid host names and hex brand colours survive', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      for (const domain of parseOwnedDomains(payload)) {
        expect(domain.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(domain.brandColor).toMatch(/^#[0-9a-f]{3,6}$/i);
      }
      const current = parseCurrentDomain(payload);
      expect(current === null || typeof current.domain === 'string').toBe(true);
    }),
    { numRuns: RUNS },
  );
});

test('system status never throws and always has a known overall state', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      expect(['operational', 'degraded', 'down']).toContain(parseSystemStatus(payload).overall);
    }),
    { numRuns: RUNS },
  );
});

test('NWS observations: 1,000 hostile documents give finite numbers for every station field', () => {
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
      const reading = parseObservation(payload, station);
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

describe('parseCamerasInSlices and parseNewsInSlices', () => {
  test.each([
    ['parseCamerasInSlices', parseCamerasInSlices, parseCameras],
    ['parseNewsInSlices', parseNewsInSlices, parseNews],
  ] as const)(
    '%s gives what the one-go parse gives, for any payload and slice size (ids deduplicated across slices)',
    async (_name, inSlices, inOneGo) => {
      await fc.assert(
        fc.asyncProperty(
          hostilePayload,
          fc.integer({ min: 1, max: 5 }),
          async (payload, sliceSize) => {
            const result = await inSlices(payload, { pause: () => Promise.resolve(), sliceSize });
            expect(result).toEqual(inOneGo(payload));
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  test('pauses between slices, never before the first or after the last', async () => {
    const payload = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, name: `Camera ${i}` }));
    const events: string[] = [];
    const result = await parseCamerasInSlices(payload, {
      pause: async () => {
        events.push('pause');
      },
      sliceSize: 3,
    });
    expect(result.map((camera) => camera.id)).toEqual(payload.map((item) => item.id));
    expect(events).toEqual(['pause', 'pause']);
    const single = { pauses: 0 };
    await parseCamerasInSlices(payload.slice(0, 3), {
      pause: async () => {
        single.pauses += 1;
      },
      sliceSize: 3,
    });
    expect(single.pauses).toBe(0);
  });
});
