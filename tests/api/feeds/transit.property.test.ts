import { describe, test } from 'vitest';
import { parseTransit } from '@/api/feeds/transit';
import { expectOnlyWrongShapeRefused } from './hostile-json-fixtures';

describe.each([['transit', parseTransit, 'snapshot']] as const)(
  '%s parser under 1,000 hostile payloads',
  (_feed, parse, shape) => {
    test('refuses only a wrong shape, keeps only items with unique non-empty ids', () => {
      expectOnlyWrongShapeRefused(parse, shape);
    });
  },
);
