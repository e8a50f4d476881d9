// Over 250 lines on purpose: the hostile-JSON generators above feed every parser's properties; a
// file per feed would copy them.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseCameras, parseCamerasInSlices } from '@/api/feeds/cameras';
import { parseCities } from '@/api/feeds/cities';
import { parseNews, parseNewsInSlices } from '@/api/feeds/news';
import { parseCurrentDomain, parseOwnedDomains } from '@/api/feeds/owned-domains';
import { parseServerWeather } from '@/api/feeds/server-weather';
import { parseSystemStatus } from '@/api/feeds/system-status';
import { parseTransit } from '@/api/feeds/transit';
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
  'temperature',
  'windSpeed',
  'humidity',
  'timestamp',
  'startTime',
  'route',
  'coordinates',
  'publishedAt',
  'description',
  'source',
  'workingCount',
  'totalCount',
  'connectivity',
];

/** Records with the real field names holding hostile values, duplicate ids included. */
const hostileRecord = fc.record(
  Object.fromEntries(
    keys.map((key) => [key, key === 'id' ? fc.constantFrom('a', 'b', 1, '', null) : hostileValue]),
  ),
  { requiredKeys: [] },
);

const hostileList = fc.array(hostileRecord, { maxLength: 12 });
const hostileSnapshot = fc.record(
  { data: hostileList, source: hostileValue, timestamp: hostileValue },
  { requiredKeys: ['data'] },
);
const hostilePayload = fc.oneof(hostileValue, hostileList, hostileSnapshot);

const SAFE_URL = /^https?:\/\//;

/** The parse's items, or null when it refused the answer as a whole (a wrong shape). */
function attempt<T>(parse: (payload: unknown) => T, payload: unknown): T | null {
  try {
    return parse(payload);
  } catch (error) {
    // Only a wrong shape may be thrown: anything else would be a bug at the boundary.
    expect(error).toBeInstanceOf(WrongShapeError);
    return null;
  }
}

const items = (result: unknown[] | { items: unknown[] } | null) =>
  result === null ? null : Array.isArray(result) ? result : result.items;

describe.each([
  ['cameras', parseCameras, 'list'],
  ['news', parseNews, 'list'],
  ['cities', parseCities, 'list'],
  ['owned domains', parseOwnedDomains, 'list'],
  ['server weather', parseServerWeather, 'snapshot'],
  ['transit', parseTransit, 'snapshot'],
] as const)('%s parser under 1,000 hostile payloads', (_feed, parse, shape) => {
  test('refuses only a wrong shape, keeps only items with unique non-empty ids', () => {
    fc.assert(
      fc.property(hostilePayload, (payload) => {
        const parsed = items(attempt(parse as (p: unknown) => unknown[], payload));
        const inShape =
          shape === 'list'
            ? Array.isArray(payload)
            : typeof payload === 'object' &&
              payload !== null &&
              Array.isArray((payload as { data?: unknown }).data);
        expect(parsed !== null).toBe(inShape);
        const ids = (parsed ?? []).map((item) => (item as { id: string }).id);
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
      const cameras = attempt(parseCameras, payload) ?? [];
      const news = attempt(parseNews, payload) ?? [];
      for (const item of [...cameras, ...news]) {
        if (item.position) {
          expect(Number.isFinite(item.position.lat) && Number.isFinite(item.position.lng)).toBe(
            true,
          );
        }
        const link = 'url' in item ? item.url : item.imageUrl;
        if (link !== null) expect(link).toMatch(SAFE_URL);
      }
      const drawable = drawableItems([...cameras, ...news]);
      expect(drawable.every((item) => isInMetroBox(item.position))).toBe(true);
    }),
    { numRuns: RUNS },
  );
});

test('owned domains: only valid host names and hex brand colours survive', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      for (const domain of attempt(parseOwnedDomains, payload) ?? []) {
        expect(domain.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(domain.brandColor).toMatch(/^#[0-9a-f]{3,6}$/i);
      }
      const current = attempt(parseCurrentDomain, payload);
      expect(current === null || typeof current.domain === 'string').toBe(true);
    }),
    { numRuns: RUNS },
  );
});

test('system status: whole counts, working <= total, and each service true, false or unknown', () => {
  const statusPayload = fc.oneof(
    hostilePayload,
    fc.record(
      {
        workingCount: fc.oneof(hostileScalar, fc.nat(5)),
        totalCount: fc.oneof(hostileScalar, fc.nat(5)),
        status: hostileValue,
        connectivity: fc.oneof(
          hostileValue,
          fc.record(
            { nws: hostileValue, metroTransit: hostileValue, mndotGIS: hostileValue },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    ),
  );
  fc.assert(
    fc.property(statusPayload, (payload) => {
      const status = attempt(parseSystemStatus, payload);
      if (status === null) return;
      expect(Number.isInteger(status.workingCount) && status.workingCount >= 0).toBe(true);
      expect(status.workingCount).toBeLessThanOrEqual(status.totalCount);
      for (const flag of Object.values(status.connectivity)) {
        expect([true, false, null]).toContain(flag);
      }
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
            const inParts = await inSlices(payload, {
              pause: () => Promise.resolve(),
              sliceSize,
            }).catch((error: unknown) => {
              expect(error).toBeInstanceOf(WrongShapeError);
              return null;
            });
            expect(inParts).toEqual(attempt(inOneGo as (p: unknown) => unknown[], payload));
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
