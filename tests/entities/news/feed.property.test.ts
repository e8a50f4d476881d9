import { describe, test } from 'vitest';
import { parseNews, parseNewsInSlices } from '@/entities/news/feed';
import {
  expectOnlyWrongShapeRefused,
  expectSlicesMatchOneGo,
} from '../../api/feeds/hostile-json-fixtures';

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
    (_name, inSlices, inOneGo) => expectSlicesMatchOneGo(inSlices, inOneGo),
  );
});
