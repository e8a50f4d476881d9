import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { ClusterInput } from '@/domain/map-clusters';
import type { MapItemRef } from '@/kinds/map-kinds';
import { RecentClusterings, type Clustering } from '@/features/map/markers/clusterings';
import {
  CLUSTERING_UNITS_PER_TASK,
  POINTS_CLUSTERED_IN_RENDER,
  useClustering,
} from '@/features/map/markers/use-clustering';
import { camera } from '../map-test-items';

afterEach(() => vi.unstubAllGlobals());

const view = { width: 1200, height: 700, zoom: 1 };
const placeNear = () => 'Edina';

/**
 * `count` cameras 40 px apart on a grid across the surface, from its `from`th place: no two
 * overlap, so each is a seed of the one merge pass, one unit of work each.
 */
function separateCameras(count: number, prefix = 'c', from = 0): ClusterInput<MapItemRef>[] {
  const perRow = 28;
  return Array.from({ length: count }, (_, at) => {
    const index = from + at;
    const id = `${prefix}${index}`;
    return {
      key: `camera:${id}`,
      at: {
        x: (20 + (index % perRow) * 40) / 1200,
        y: (20 + Math.floor(index / perRow) * 40) / 700,
      },
      width: 24,
      height: 24,
      item: { kind: 'camera', item: camera(id, 44.9, -93.3) },
    };
  });
}

/** Renders the hook over `parts`, recording what it gave at every render. */
function renderClustering(recent: RecentClusterings, parts: ClusterInput<MapItemRef>[][]) {
  const given: (Clustering | null)[] = [];
  const hook = renderHook(
    ({ parts }) => {
      const clustering = useClustering(recent, parts, view, placeNear, 'en');
      given.push(clustering);
      return clustering;
    },
    { initialProps: { parts } },
  );
  return { ...hook, given };
}

/** Counts the tasks the clustering asks for (the browser's `scheduler.yield`). */
function countYields() {
  const yields = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yields });
  return yields;
}

/** More points than a render clusters. */
const MANY = POINTS_CLUSTERED_IN_RENDER * 2;

test('up to POINTS_CLUSTERED_IN_RENDER points, in all parts, are clustered in the render that asks', () => {
  const yields = countYields();
  const parts = [
    separateCameras(POINTS_CLUSTERED_IN_RENDER - 50, 'a'),
    separateCameras(50, 'b', POINTS_CLUSTERED_IN_RENDER - 50),
  ];
  const { result, given } = renderClustering(new RecentClusterings(), parts);
  expect(given[0]?.nodes).toHaveLength(POINTS_CLUSTERED_IN_RENDER);
  expect(result.current?.parts).toBe(parts);
  expect(yields).not.toHaveBeenCalled();
});

test('more points are clustered over later tasks, one budget of units each; none drawn before', async () => {
  const yields = countYields();
  const recent = new RecentClusterings();
  // One more than a render clusters, and one unit each (no two overlap).
  const count = CLUSTERING_UNITS_PER_TASK * 2 + 1;
  expect(count).toBeGreaterThan(POINTS_CLUSTERED_IN_RENDER);
  const parts = [separateCameras(count)];
  const { result, given } = renderClustering(recent, parts);
  expect(given[0]).toBeNull();
  await waitFor(() => expect(result.current?.nodes).toHaveLength(count));
  // The effect's task does the first budget; a task before each of the others (200, then 1).
  expect(yields).toHaveBeenCalledTimes(2);
  // Only ever nothing, then the whole clustering: never a part of one.
  expect(new Set(given)).toEqual(new Set([null, result.current]));
  // Kept: the same request again is clustered at once.
  expect(recent.find(parts, view, placeNear, 'en')).toBe(result.current);
});

test('while a first clustering of many points goes on, the one drawn before stays', async () => {
  countYields();
  const recent = new RecentClusterings();
  const few = [separateCameras(3, 'few')];
  const { result, rerender, given } = renderClustering(recent, few);
  const before = result.current;
  expect(before?.parts).toBe(few);

  const many = [separateCameras(MANY, 'many')];
  const rendersBefore = given.length;
  rerender({ parts: many });
  expect(given[rendersBefore]).toBe(before);
  await waitFor(() => expect(result.current?.parts).toBe(many));
  expect(
    given.slice(rendersBefore).every((seen) => seen === before || seen === result.current),
  ).toBe(true);
});

test('after its first clustering of many points, a layer clusters many in the render that asks', async () => {
  const yields = countYields();
  const recent = new RecentClusterings();
  const { result, rerender } = renderClustering(recent, [separateCameras(MANY, 'a')]);
  await waitFor(() => expect(result.current?.nodes).toHaveLength(MANY));
  const tasks = yields.mock.calls.length;
  // A layer switched off (few points), then points never clustered before: both at once.
  const few = [separateCameras(3, 'few')];
  rerender({ parts: few });
  expect(result.current?.parts).toBe(few);
  const others = [separateCameras(MANY + 1, 'b')];
  rerender({ parts: others });
  expect(result.current?.parts).toBe(others);
  expect(yields).toHaveBeenCalledTimes(tasks);
});

test('a newer request does not restart a first clustering: it ends, then the newer is drawn', async () => {
  const yields = countYields();
  const recent = new RecentClusterings();
  // 500 units: the effect's budget, then two more tasks.
  const older = [separateCameras(MANY + 100, 'old')];
  const newer = [separateCameras(MANY, 'new')];
  const { result, rerender, given } = renderClustering(recent, older);
  rerender({ parts: newer });
  await waitFor(() => expect(result.current?.parts).toBe(newer));
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Only the older clustering's tasks: the newer one was done, warm, in one render.
  expect(yields).toHaveBeenCalledTimes(2);
  expect(recent.find(older, view, placeNear, 'en')).toBeDefined();
  // The older one's result was never what the hook gave.
  expect(given.every((seen) => seen === null || seen.parts === newer)).toBe(true);
});

test('a kept clustering is drawn at once, however many points', async () => {
  countYields();
  const recent = new RecentClusterings();
  const many = [separateCameras(MANY)];
  const few = [separateCameras(3, 'few')];
  const { result, rerender } = renderClustering(recent, many);
  await waitFor(() => expect(result.current?.parts).toBe(many));
  const kept = result.current;
  rerender({ parts: few });
  expect(result.current?.parts).toBe(few);
  rerender({ parts: many });
  expect(result.current).toBe(kept);
});

test('unmounted mid-way, the clustering stops', async () => {
  const yields = countYields();
  const recent = new RecentClusterings();
  const parts = [separateCameras(MANY)];
  const { unmount } = renderClustering(recent, parts);
  unmount();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(yields).toHaveBeenCalledTimes(1);
  expect(recent.find(parts, view, placeNear, 'en')).toBeUndefined();
});
