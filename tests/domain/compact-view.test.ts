// compact-view.ts picks the Live Map's points (spreadOut and the map's picks); the cases end in a
// fast-check property.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  lastUpdated,
  MARKER_MIN_SEPARATION,
  selectMapPoints,
  spreadOut,
} from '@/domain/compact-view';
import { CAPS, TWIN_CITIES_CENTER } from '@/domain/constants';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distanceKm, drawableItems } from '@/domain/geo';
import { project } from '@/domain/projection';
import { parseCameras } from '@/entities/camera/feed';
import type { LatLng } from '@/domain/types';

import { camera, grid, minutesAgo, story } from './compact-fixtures';

const apart = (a: LatLng, b: LatLng) => {
  const p = project(a);
  const q = project(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
};

describe('spreadOut', () => {
  const items = [
    { id: 'centre', position: TWIN_CITIES_CENTER },
    { id: 'near-centre', position: { lat: 44.98, lng: -93.26 } },
    { id: 'north-west', position: { lat: 45.19, lng: -93.79 } },
    { id: 'south-east', position: { lat: 44.71, lng: -92.81 } },
    { id: 'north-east', position: { lat: 45.19, lng: -92.81 } },
  ];

  test('starts nearest the anchor, then always takes the item farthest from those taken', () => {
    const picked = spreadOut(items, 3, TWIN_CITIES_CENTER).map((item) => item.id);
    expect(picked[0]).toBe('centre');
    expect(picked).not.toContain('near-centre');
    expect(picked).toHaveLength(3);
  });

  test('an anchor elsewhere changes the first pick', () => {
    expect(spreadOut(items, 1, { lat: 45.2, lng: -93.8 }).map((item) => item.id)).toEqual([
      'north-west',
    ]);
  });

  test('points already taken push the picks away from them', () => {
    const picked = spreadOut(items, 1, TWIN_CITIES_CENTER, [project(TWIN_CITIES_CENTER)]);
    expect(picked[0]?.id).not.toBe('centre');
    expect(picked[0]?.id).not.toBe('near-centre');
  });

  test('duplicates of one spot come last', () => {
    const twins = [
      { id: 'a', position: TWIN_CITIES_CENTER },
      { id: 'b', position: TWIN_CITIES_CENTER },
      { id: 'c', position: { lat: 45.1, lng: -93.0 } },
    ];
    expect(spreadOut(twins, 3, TWIN_CITIES_CENTER).map((item) => item.id)).toEqual(['a', 'c', 'b']);
  });

  test.each([0, -2, Number.NaN])('a count of %d picks nothing', (count) => {
    expect(spreadOut(items, count, TWIN_CITIES_CENTER)).toEqual([]);
  });

  test('never more than there are, and the same answer every time', () => {
    expect(spreadOut(items, 99, TWIN_CITIES_CENTER)).toHaveLength(items.length);
    expect(spreadOut(items, Infinity, TWIN_CITIES_CENTER)).toHaveLength(items.length);
    expect(spreadOut(items, 4, TWIN_CITIES_CENTER)).toEqual(
      spreadOut(items, 4, TWIN_CITIES_CENTER),
    );
    expect(spreadOut([], 4, TWIN_CITIES_CENTER)).toEqual([]);
  });

  test('the first k picks do not depend on how many are asked for', () => {
    const many = grid(30).map((position, i) => ({ id: String(i), position }));
    const five = spreadOut(many, 5, TWIN_CITIES_CENTER);
    expect(spreadOut(many, 8, TWIN_CITIES_CENTER).slice(0, 5)).toEqual(five);
  });
});

describe('selectMapPoints', () => {
  const cameras = grid(30).map((position, i) => camera(`c${i}`, position));
  const news = grid(30).map((position, i) => story(`n${i}`, position, minutesAgo(i)));

  test('caps the map at 8 cameras and 5 stories, and counts them as live points', () => {
    const points = selectMapPoints(cameras, news);
    expect(points.cameras).toHaveLength(CAPS.compactMapCameras);
    expect(points.news).toHaveLength(CAPS.compactMapNews);
    expect(points.livePoints).toBe(13);
    expect(new Set(points.cameras.map((c) => c.id)).size).toBe(8);
  });

  test('fewer items than the caps: all of them', () => {
    const points = selectMapPoints(cameras.slice(0, 3), news.slice(0, 2));
    expect(points.cameras).toHaveLength(3);
    expect(points.news).toHaveLength(2);
    expect(points.livePoints).toBe(5);
  });

  test('nothing to draw: zero live points', () => {
    expect(selectMapPoints([], [])).toEqual({ cameras: [], news: [], livePoints: 0 });
  });

  test('items without coordinates or outside the metro box are never drawn', () => {
    const points = selectMapPoints(
      [
        camera('none', null),
        camera('duluth', { lat: 46.78, lng: -92.1 }),
        camera('ok', TWIN_CITIES_CENTER),
      ],
      [story('none', null), story('rochester', { lat: 44.02, lng: -92.47 })],
    );
    expect(points.cameras.map((c) => c.id)).toEqual(['ok']);
    expect(points.news).toEqual([]);
  });

  test('working cameras come before inactive ones, which only fill up the eight', () => {
    const mixed = [
      ...grid(6).map((position, i) => camera(`off${i}`, position, 'inactive')),
      ...grid(12)
        .slice(6)
        .map((position, i) => camera(`on${i}`, position)),
    ];
    const ids = selectMapPoints(mixed, []).cameras.map((c) => c.id);
    expect(ids.slice(0, 6).every((id) => id.startsWith('on'))).toBe(true);
    expect(ids.slice(6).every((id) => id.startsWith('off'))).toBe(true);
    expect(ids).toHaveLength(8);
  });

  test('stories are the newest ones that do not sit on top of each other', () => {
    const downtown = [0, 1, 2].map((i) =>
      story(`dup${i}`, { lat: 44.9778 + i * 0.001, lng: -93.265 }, minutesAgo(i)),
    );
    const spread = grid(30)
      .slice(0, 6)
      .map((position, i) => story(`far${i}`, position, minutesAgo(10 + i)));
    const picked = selectMapPoints([], [...downtown, ...spread]).news;
    expect(picked.map((n) => n.id)).toEqual(['dup0', 'far0', 'far1', 'far2', 'far3']);
    for (const a of picked)
      for (const b of picked)
        if (a !== b)
          expect(apart(a.position, b.position)).toBeGreaterThanOrEqual(MARKER_MIN_SEPARATION);
  });

  test('when only close stories exist, the skipped ones still fill the five', () => {
    const close = [0, 1, 2, 3, 4, 5].map((i) =>
      story(`s${i}`, { lat: 44.9778 + i * 0.001, lng: -93.265 }, minutesAgo(i)),
    );
    expect(selectMapPoints([], close).news.map((n) => n.id)).toEqual([
      's0',
      's1',
      's2',
      's3',
      's4',
    ]);
  });

  test('cameras keep away from the stories already on the map', () => {
    const points = selectMapPoints(cameras, news);
    const closest = Math.min(
      ...points.cameras.flatMap((c) => points.news.map((n) => apart(c.position, n.position))),
    );
    expect(closest).toBeGreaterThan(0.05);
  });

  test('with a city centre, only items within 25 km of it', () => {
    const edina = { lat: 44.8956, lng: -93.3547 };
    const points = selectMapPoints(cameras, news, { center: edina });
    expect(points.cameras.length).toBeGreaterThan(0);
    for (const item of [...points.cameras, ...points.news])
      expect(distanceKm(item.position, edina)).toBeLessThanOrEqual(25);
  });
});

describe('lastUpdated', () => {
  test('lastUpdated is the newest success, 0 before any', () => {
    expect(lastUpdated([0, 0, 0])).toBe(0);
    expect(lastUpdated([])).toBe(0);
    expect(lastUpdated([5, 0, 9, 7])).toBe(9);
    expect(lastUpdated([Number.NaN, 3])).toBe(3);
  });
});

describe('spreadOut, against the plain definition', () => {
  const squared = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
  /** Farthest-point sampling written as the doc comment says, with no care for speed. */
  function reference<T extends { position: LatLng }>(
    items: readonly T[],
    count: number,
    anchor: LatLng,
    taken: readonly { x: number; y: number }[],
  ): T[] {
    const points = items.map((item) => project(item.position));
    const onMap = [...taken];
    const chosen: number[] = [];
    const gap = (i: number) => Math.min(...onMap.map((point) => squared(points[i]!, point)));
    const limit = Math.min(Number.isNaN(count) ? 0 : Math.floor(count), items.length);
    while (chosen.length < limit) {
      let best = -1;
      for (let i = 0; i < items.length; i += 1) {
        if (chosen.includes(i)) continue;
        const better =
          onMap.length === 0
            ? best === -1 ||
              squared(points[i]!, project(anchor)) < squared(points[best]!, project(anchor))
            : best === -1 || gap(i) > gap(best);
        if (better) best = i;
      }
      chosen.push(best);
      onMap.push(points[best]!);
    }
    return chosen.map((i) => items[i]!);
  }

  const latLng = fc.record({
    lat: fc.double({ min: 44.47, max: 45.41, noNaN: true }),
    lng: fc.double({ min: -94.01, max: -92.73, noNaN: true }),
  });

  test('picks the same items in the same order, for any items, count, anchor and taken points', () => {
    fc.assert(
      fc.property(
        // Few distinct spots, so ties (equal distances) are common and their order is checked too.
        fc.array(
          fc.constantFrom(...grid(4)).chain((spot) => fc.oneof(fc.constant(spot), latLng)),
          {
            maxLength: 40,
          },
        ),
        fc.integer({ min: -1, max: 45 }),
        latLng,
        fc.array(latLng.map(project), { maxLength: 6 }),
        (positions, count, anchor, taken) => {
          const items = positions.map((position, i) => ({ id: String(i), position }));
          expect(spreadOut(items, count, anchor, taken)).toEqual(
            reference(items, count, anchor, taken),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  test('picks the same cameras as the definition from the real MnDOT list (~800 in the box)', () => {
    const real = drawableItems(
      parseCameras(
        JSON.parse(
          readFileSync(join(process.cwd(), '..', 'shared', 'data', 'mndot-cameras.json'), 'utf8'),
        ),
      ),
    );
    expect(real.length).toBeGreaterThan(700);
    const taken = [project(TWIN_CITIES_CENTER), project({ lat: 45.1, lng: -93.5 })];
    for (const [anchor, onMap] of [
      [TWIN_CITIES_CENTER, []],
      [{ lat: 44.8, lng: -93.1 }, taken],
    ] as const)
      expect(spreadOut(real, 12, anchor, onMap)).toEqual(reference(real, 12, anchor, onMap));
  });
});
