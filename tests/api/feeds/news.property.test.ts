import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { WrongShapeError } from '@/api/answer-shape';
import { parseNews, parseNewsInSlices } from '@/api/feeds/news';
import {
  attempt,
  expectOnlyWrongShapeRefused,
  hostilePayload,
  RUNS,
} from './hostile-json-fixtures';

describe.each([['news', parseNews, 'list']] as const)(
  '%s parser under 1,000 hostile payloads',
  (_feed, parse, shape) => {
    test('refuses only a wrong shape, keeps only items with unique non-empty ids', () => {
      expectOnlyWrongShapeRefused(parse, shape);
    });
  },
);

describe('parseCamerasInSlices and parseNewsInSlices', () => {
  test.each([['parseNewsInSlices', parseNewsInSlices, parseNews]] as const)(
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
});
