import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cellKey,
  clusterPoints,
  clusterSize,
  expansionZoom,
  TARGET_GAP_PX,
  zoomStepsAbove,
  type ClusterInput,
  type ClusterView,
  type MapNode,
} from '@/domain/map-clusters';
import { isInMetroBox } from '@/domain/geo';
import { project } from '@/domain/projection';

const VIEW: ClusterView = { width: 1232, height: 675, zoom: 1 };

const point = (key: string, x: number, y: number, size = 24): ClusterInput<string> => ({
  key,
  at: { x, y },
  width: size,
  height: size,
  item: key,
});

const membersOf = (node: MapNode<string>) => (node.type === 'point' ? [node.item] : node.members);

/** No two boxes (plus the gap) overlap, on screen at this view. */
function overlapping(nodes: MapNode<string>[], view: ClusterView): [string, string] | null {
  for (let i = 0; i < nodes.length; i += 1) {
    for (let j = i + 1; j < nodes.length; j += 1) {
      const a = nodes[i]!;
      const b = nodes[j]!;
      const dx = Math.abs(a.at.x - b.at.x) * view.width * view.zoom;
      const dy = Math.abs(a.at.y - b.at.y) * view.height * view.zoom;
      if (
        dx < (a.width + b.width) / 2 + TARGET_GAP_PX - 1e-9 &&
        dy < (a.height + b.height) / 2 + TARGET_GAP_PX - 1e-9
      )
        return [a.key, b.key];
    }
  }
  return null;
}

describe('clusterPoints', () => {
  test('nothing in, nothing out; one point is a point', () => {
    expect(clusterPoints([], VIEW)).toEqual([]);
    expect(clusterPoints([point('a', 0.5, 0.5)], VIEW)).toEqual([
      { type: 'point', key: 'a', at: { x: 0.5, y: 0.5 }, width: 24, height: 24, item: 'a' },
    ]);
  });

  test('two markers 30 px apart stay apart; 20 px apart become one cluster at their mean', () => {
    const apart = clusterPoints([point('a', 0.5, 0.5), point('b', 0.5 + 30 / 1232, 0.5)], VIEW);
    expect(apart.map((node) => node.type)).toEqual(['point', 'point']);
    const close = clusterPoints([point('a', 0.5, 0.5), point('b', 0.5 + 20 / 1232, 0.5)], VIEW);
    expect(close).toHaveLength(1);
    expect(close[0]).toMatchObject({
      type: 'cluster',
      key: 'cluster:a:2',
      members: ['a', 'b'],
      width: 32,
      height: 32,
    });
    expect(close[0]!.at.x).toBeCloseTo(0.5 + 10 / 1232);
  });

  test('points at the very same spot are one cluster', () => {
    const nodes = clusterPoints([point('camera', 0.3, 0.3), point('story', 0.3, 0.3, 28)], VIEW);
    expect(nodes).toHaveLength(1);
    expect(membersOf(nodes[0]!)).toEqual(['camera', 'story']);
  });

  test('a chain of points each 20 px from the next merges as a whole, and nothing overlaps', () => {
    const chain = Array.from({ length: 8 }, (_, i) => point(`p${i}`, 0.2 + (i * 20) / 1232, 0.4));
    const nodes = clusterPoints(chain, VIEW);
    expect(overlapping(nodes, VIEW)).toBeNull();
    expect(nodes.flatMap(membersOf).sort()).toEqual(chain.map((p) => p.key).sort());
  });

  test('zooming in separates what zooming out merges', () => {
    const pair = [point('a', 0.5, 0.5), point('b', 0.5 + 20 / 1232, 0.5)];
    expect(clusterPoints(pair, { ...VIEW, zoom: 0.5 })).toHaveLength(1);
    expect(clusterPoints(pair, { ...VIEW, zoom: 3 })).toHaveLength(2);
  });

  test('a wide marker (a weather pill) keeps a wider berth than a round one', () => {
    const pill: ClusterInput<string> = { ...point('pill', 0.5, 0.5), width: 48, height: 28 };
    const beside = point('cam', 0.5 + 36 / 1232, 0.5);
    expect(clusterPoints([pill, beside], VIEW)).toHaveLength(1);
    expect(clusterPoints([point('x', 0.5, 0.5), beside], VIEW)).toHaveLength(2);
  });

  test('a non-square surface measures each axis by its own size', () => {
    // 20 px apart on the short axis of a wide surface, 0.02 of its height.
    const nodes = clusterPoints([point('a', 0.5, 0.5), point('b', 0.5, 0.52)], {
      width: 2000,
      height: 1000,
      zoom: 1,
    });
    expect(nodes).toHaveLength(1);
  });

  test('before the surface has a size nothing is clustered', () => {
    const same = [point('a', 0.5, 0.5), point('b', 0.5, 0.5)];
    expect(clusterPoints(same, { width: 0, height: 0, zoom: 1 })).toHaveLength(2);
  });

  test('a custom cluster box is used for clusters only', () => {
    const nodes = clusterPoints([point('a', 0.5, 0.5), point('b', 0.5, 0.5)], VIEW, () => ({
      width: 60,
      height: 32,
    }));
    expect(nodes[0]).toMatchObject({ width: 60, height: 32 });
  });

  test('the same points give the same nodes and keys', () => {
    const points = Array.from({ length: 50 }, (_, i) =>
      point(`p${i}`, 0.3 + ((i * 7) % 13) / 200, 0.3 + ((i * 5) % 11) / 200),
    );
    expect(clusterPoints(points, VIEW)).toEqual(clusterPoints([...points], VIEW));
  });

  test('clusters are at least 32 px and grow for 3-digit counts', () => {
    expect(clusterSize(2)).toEqual({ width: 32, height: 32 });
    expect(clusterSize(120).width).toBeGreaterThan(32);
  });

  test('property: no two nodes overlap, and every point is in exactly one node', () => {
    const arbitraryPoint = fc.record({
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
      size: fc.constantFrom(24, 28, 32),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryPoint, { maxLength: 120 }),
        fc.constantFrom(0.5, 0.75, 1, 1.5, 2, 3),
        fc.constantFrom([1232, 675], [360, 420], [900, 900]),
        (raw, zoom, [width, height]) => {
          const points = raw.map((p, i) => point(`p${i}`, p.x, p.y, p.size));
          const view = { width: width!, height: height!, zoom };
          const nodes = clusterPoints(points, view);
          expect(overlapping(nodes, view)).toBeNull();
          const keys = nodes.flatMap(membersOf).sort();
          expect(keys).toEqual(points.map((p) => p.key).sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('expansionZoom', () => {
  test('the first zoom step at which the points split', () => {
    const pair = [point('a', 0.5, 0.5), point('b', 0.5 + 20 / 1232, 0.5)];
    // 20 px at 100 %: a gap of 26 px (24 + 2) needs 130 % → the 150 % step.
    expect(expansionZoom(pair, VIEW)).toBe(1.5);
  });

  test('null when not even 300 % separates them (the same corner)', () => {
    expect(expansionZoom([point('a', 0.2, 0.2), point('b', 0.2, 0.2)], VIEW)).toBeNull();
    expect(expansionZoom([point('a', 0.2, 0.2)], VIEW)).toBeNull();
  });

  test('the zoom steps above a zoom', () => {
    expect(zoomStepsAbove(2.5)).toEqual([2.75, 3]);
    expect(zoomStepsAbove(3)).toEqual([]);
  });
});

describe('with the real MnDOT camera list', () => {
  const cameras = (
    JSON.parse(
      readFileSync(join(process.cwd(), '..', 'shared', 'data', 'mndot-cameras.json'), 'utf8'),
    ) as { id: string; latitude: number; longitude: number }[]
  ).filter((camera) => isInMetroBox({ lat: camera.latitude, lng: camera.longitude }));
  const points = cameras.map((camera) =>
    point(
      camera.id,
      ...(Object.values(project({ lat: camera.latitude, lng: camera.longitude })) as [
        number,
        number,
      ]),
    ),
  );

  test('~800 cameras in the box: downtown is clusters, nothing overlaps at any zoom step', () => {
    expect(points.length).toBeGreaterThan(750);
    for (const zoom of [0.5, 1, 1.5, 2, 2.5, 3]) {
      const view = { ...VIEW, zoom };
      const nodes = clusterPoints(points, view);
      expect(overlapping(nodes, view)).toBeNull();
      expect(nodes.flatMap(membersOf)).toHaveLength(points.length);
      // A few hundred DOM nodes at most.
      expect(nodes.length).toBeLessThan(500);
    }
  });

  test('clustering 1,000 points takes a few milliseconds', () => {
    const thousand = [...points, ...points.slice(0, 1000 - points.length)].map((p, i) => ({
      ...p,
      key: `${p.key}-${i}`,
    }));
    clusterPoints(thousand, VIEW);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      // This process's CPU time, not the wall clock: other processes on a busy CI machine (a CPU
      // hog, a browser) stretch the wall clock, not the work done here. µs → ms.
      const started = process.cpuUsage();
      clusterPoints(thousand, VIEW);
      const used = process.cpuUsage(started);
      times.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    console.info(`clustering 1,000 points: median ${times[2]!.toFixed(1)} ms of CPU time`);
    // Generous; the figure itself is printed above.
    expect(times[2]).toBeLessThan(60);
  });
});

describe('cellKey', () => {
  test('gives each cell of a neighbourhood its own key, negative cells included', () => {
    const keys = new Set<number>();
    for (let cx = -3; cx <= 3; cx += 1)
      for (let cy = -3; cy <= 3; cy += 1) keys.add(cellKey(cx, cy));
    expect(keys.size).toBe(49);
  });

  test('does not confuse a row with a column, nor the far ends of a large surface', () => {
    expect(cellKey(1, 0)).not.toBe(cellKey(0, 1));
    expect(cellKey(0, 0x0fffff)).not.toBe(cellKey(1, -0x100000));
    expect(cellKey(-0x100000, -0x100000)).not.toBe(cellKey(0x0fffff, 0x0fffff));
    expect(Number.isSafeInteger(cellKey(0x0fffff, 0x0fffff))).toBe(true);
  });

  test('is the same number for the same cell', () => {
    expect(cellKey(12, 34)).toBe(cellKey(12, 34));
  });
});
