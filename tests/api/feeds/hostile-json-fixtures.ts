/** Hostile JSON for the parsers' property tests: wrong types, nulls, NaN, script-like strings. */
import fc from 'fast-check';
import { expect } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';

export const RUNS = 1000;

/** Hostile values: wrong types, nulls, NaN, huge and script-like strings, out-of-range numbers. */
export const hostileScalar = fc.oneof(
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

export const hostileValue = fc.letrec((tie) => ({
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
export const hostilePayload = fc.oneof(hostileValue, hostileList, hostileSnapshot);

export const SAFE_URL = /^https?:\/\//;

/** The parse's items, or null when it refused the answer as a whole (a wrong shape). */
export function attempt<T>(parse: (payload: unknown) => T, payload: unknown): T | null {
  try {
    return parse(payload);
  } catch (error) {
    // Only a wrong shape may be thrown: anything else would be a bug at the boundary.
    expect(error).toBeInstanceOf(WrongShapeError);
    return null;
  }
}

export const items = (result: unknown[] | { items: unknown[] } | null) =>
  result === null ? null : Array.isArray(result) ? result : result.items;

/**
 * The property every feed parser holds: it refuses (with a wrong-shape error) only an answer of
 * the wrong shape, or a list none of whose items could be read (never "nothing to report"), and
 * keeps only items with unique non-empty ids.
 */
export function expectOnlyWrongShapeRefused(
  parse: (payload: unknown) => unknown[] | { items: unknown[] },
  shape: 'list' | 'snapshot',
) {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      const parsed = items(attempt(parse, payload));
      const inShape =
        shape === 'list'
          ? Array.isArray(payload)
          : typeof payload === 'object' &&
            payload !== null &&
            Array.isArray((payload as { data?: unknown }).data);
      const list = shape === 'list' ? payload : (payload as { data?: unknown } | null)?.data;
      if (!inShape) expect(parsed).toBeNull();
      else if ((list as unknown[]).length === 0) expect(parsed).toEqual([]);
      else expect(parsed === null || parsed.length > 0).toBe(true);
      const ids = (parsed ?? []).map((item) => (item as { id: string }).id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    }),
    { numRuns: RUNS },
  );
}

type SlicedParse = (
  payload: unknown,
  options: { pause: () => Promise<void>; sliceSize: number },
) => Promise<unknown[]>;

/**
 * The property a parser that works in slices holds: for any payload and slice size it gives what
 * the one-go parse gives (ids deduplicated across slices), and refuses only with a wrong-shape error.
 */
export async function expectSlicesMatchOneGo(
  inSlices: SlicedParse,
  inOneGo: (payload: unknown) => unknown[],
) {
  await fc.assert(
    fc.asyncProperty(hostilePayload, fc.integer({ min: 1, max: 5 }), async (payload, sliceSize) => {
      const inParts = await inSlices(payload, {
        pause: () => Promise.resolve(),
        sliceSize,
      }).catch((error: unknown) => {
        expect(error).toBeInstanceOf(WrongShapeError);
        return null;
      });
      expect(inParts).toEqual(attempt(inOneGo, payload));
    }),
    { numRuns: RUNS },
  );
}
