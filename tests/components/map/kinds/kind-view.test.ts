import { expect, test } from 'vitest';
import { KIND_VIEWS, kindView } from '@/components/map/kinds/kind-view';
import { MAP_KIND_LIST } from '@/domain/map-kinds';

test('every kind of the table has its view, and kindView finds it', () => {
  expect(Object.keys(KIND_VIEWS)).toEqual(MAP_KIND_LIST);
  for (const kind of MAP_KIND_LIST) expect(kindView(kind)).toBe(KIND_VIEWS[kind]);
});
