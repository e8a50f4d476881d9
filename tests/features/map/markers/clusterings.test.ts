import { afterEach, expect, test } from 'vitest';
import { RecentClusterings, partsOf } from '@/features/map/markers/clusterings';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog, englishWords } from '@/i18n/translate';
import { camera, cameraItems } from '../map-test-items';

afterEach(() => applyCatalog('en', englishWords()));

// Three cameras at one corner: one cluster at the metro zoom.
const items = cameraItems([
  camera('c1', 44.9, -93.3),
  camera('c2', 44.9, -93.3),
  camera('c3', 44.9, -93.3),
]);
const view = { width: 1200, height: 700, zoom: 1 };
const placeNear = () => 'Edina';
const clusterNames = (clustering: ReturnType<RecentClusterings['get']>) =>
  clustering.nodes.filter(({ node }) => node.type === 'cluster').map(({ name }) => name);

test('the same parts in the same view and language: the kept clustering, not a new one', () => {
  const recent = new RecentClusterings();
  const parts = partsOf(items, ALL_LAYERS, 'light');
  const first = recent.get(parts, view, placeNear, 'en');
  expect(partsOf(items, ALL_LAYERS, 'light')).toEqual(parts);
  expect(recent.get(partsOf(items, ALL_LAYERS, 'light'), view, placeNear, 'en')).toBe(first);
  expect(clusterNames(first)).toEqual(['3 points: 3 traffic cameras near Edina']);
});

test('a new language clusters afresh, so the clusters are named in it', () => {
  const recent = new RecentClusterings();
  const parts = partsOf(items, ALL_LAYERS, 'light');
  const english = recent.get(parts, view, placeNear, 'en');
  applyCatalog('es', es);
  const spanish = recent.get(parts, view, placeNear, 'es');
  expect(spanish).not.toBe(english);
  expect(clusterNames(spanish)).toEqual([expect.stringMatching(/^3 puntos: 3 cámaras/)]);
  // Back to English: the first clustering is still among the recent ones.
  applyCatalog('en', englishWords());
  expect(recent.get(parts, view, placeNear, 'en')).toBe(english);
});

test('a layer that is off gives no part; one that is on keeps its projected list', () => {
  const noCameras = { ...ALL_LAYERS, cameras: false };
  expect(partsOf(items, noCameras, 'light').flat()).toEqual([]);
  const [cameras] = partsOf(items, ALL_LAYERS, 'light');
  expect(cameras).toHaveLength(3);
  expect(partsOf(items, ALL_LAYERS, 'light')[0]).toBe(cameras);
});
