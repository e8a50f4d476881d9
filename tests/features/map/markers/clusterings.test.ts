import { afterEach, expect, test } from 'vitest';
import {
  RecentClusterings,
  partsOf,
  type Clustering,
  type ClusteringRequest,
} from '@/features/map/markers/clusterings';
import { runToEnd } from '@/domain/work-steps';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog, englishWords } from '@/i18n/translate';
import { camera, cameraItems } from '../map-test-items';

afterEach(() => applyCatalog('en', englishWords()));

/** A recent clustering, or a new one run to its end (as the marker layer's for a few points). */
const clusteringOf = (recent: RecentClusterings, ...request: ClusteringRequest) =>
  recent.find(...request) ?? runToEnd(recent.steps(...request));

// Three cameras at one corner: one cluster at the metro zoom.
const items = cameraItems([
  camera('c1', 44.9, -93.3),
  camera('c2', 44.9, -93.3),
  camera('c3', 44.9, -93.3),
]);
const view = { width: 1200, height: 700, zoom: 1 };
const placeNear = () => 'Edina';
const clusterNames = (clustering: Clustering) =>
  clustering.nodes.filter(({ node }) => node.type === 'cluster').map(({ name }) => name);

test('the same parts in the same view and language: the kept clustering, not a new one', () => {
  const recent = new RecentClusterings();
  const parts = partsOf(items, ALL_LAYERS, 'light');
  const first = clusteringOf(recent, parts, view, placeNear, 'en');
  expect(partsOf(items, ALL_LAYERS, 'light')).toEqual(parts);
  expect(clusteringOf(recent, partsOf(items, ALL_LAYERS, 'light'), view, placeNear, 'en')).toBe(
    first,
  );
  expect(clusterNames(first)).toEqual(['3 points: 3 traffic cameras near Edina']);
});

test('a new language clusters afresh, so the clusters are named in it', () => {
  const recent = new RecentClusterings();
  const parts = partsOf(items, ALL_LAYERS, 'light');
  const english = clusteringOf(recent, parts, view, placeNear, 'en');
  applyCatalog('es', es);
  const spanish = clusteringOf(recent, parts, view, placeNear, 'es');
  expect(spanish).not.toBe(english);
  expect(clusterNames(spanish)).toEqual([expect.stringMatching(/^3 puntos: 3 cámaras/)]);
  // Back to English: the first clustering is still among the recent ones.
  applyCatalog('en', englishWords());
  expect(clusteringOf(recent, parts, view, placeNear, 'en')).toBe(english);
});

test('a layer that is off gives no part; one that is on keeps its projected list', () => {
  const noCameras = { ...ALL_LAYERS, cameras: false };
  expect(partsOf(items, noCameras, 'light').flat()).toEqual([]);
  const [cameras] = partsOf(items, ALL_LAYERS, 'light');
  expect(cameras).toHaveLength(3);
  expect(partsOf(items, ALL_LAYERS, 'light')[0]).toBe(cameras);
});

test('a clustering in steps is kept only when its steps end, and then found for the same request', () => {
  const recent = new RecentClusterings();
  const parts = partsOf(items, ALL_LAYERS, 'light');
  expect(recent.find(parts, view, placeNear, 'en')).toBeUndefined();
  const steps = recent.steps(parts, view, placeNear, 'en');
  // Three cameras at one corner: one seed in each of two passes, then the cluster's name.
  expect(steps.next()).toEqual({ done: false, value: 1 });
  expect(recent.find(parts, view, placeNear, 'en')).toBeUndefined();
  let step = steps.next();
  while (!step.done) step = steps.next();
  expect(clusterNames(step.value)).toEqual(['3 points: 3 traffic cameras near Edina']);
  expect(recent.find(parts, view, placeNear, 'en')).toBe(step.value);
  expect(clusteringOf(recent, parts, view, placeNear, 'en')).toBe(step.value);
});
