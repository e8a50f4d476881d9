import { expect, test } from 'vitest';
import { MAP_KIND_LIST, MAP_LAYER_KEYS } from '@/kinds/map-kinds';
import { itemsOf, layerCountsOf, layersOf, localKindCountsOf } from './map-kinds';

test('a test names only the kinds it is about; every other kind is off, empty or none', () => {
  const layers = layersOf({ news: true });
  expect(Object.keys(layers).sort()).toEqual([...MAP_LAYER_KEYS].sort());
  expect(MAP_LAYER_KEYS.filter((key) => layers[key])).toEqual(['news']);
  const items = itemsOf({ cameras: [] });
  for (const key of MAP_LAYER_KEYS) expect(items[key]).toEqual([]);
  expect(MAP_LAYER_KEYS.map((key) => layerCountsOf({ weather: '5' })[key])).toEqual(
    MAP_LAYER_KEYS.map((key) => (key === 'weather' ? '5' : '0')),
  );
  const counts = localKindCountsOf({ camera: { count: 3, shown: 2, failed: false } });
  expect(Object.keys(counts).sort()).toEqual([...MAP_KIND_LIST].sort());
  expect(counts.camera.count).toBe(3);
  expect(counts.news).toEqual({ count: 0, shown: 0, failed: false });
});
