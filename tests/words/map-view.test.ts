import { expect, test } from 'vitest';
import { zoomPercent } from '@/words/map-view';

test.each([
  [1, '100%'],
  [1.25, '125%'],
  [0.5, '50%'],
  [3, '300%'],
])('zoom %d shows as %s', (zoom, text) => {
  expect(zoomPercent(zoom)).toBe(text);
});
