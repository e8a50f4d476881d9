import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCameras, parseCamerasInSlices } from '@/entities/camera/feed';
import { parseNews } from '@/entities/news/feed';
import { drawableItems, isInMetroBox } from '@/domain/geo';
import {
  attempt,
  expectOnlyWrongShapeRefused,
  expectSlicesMatchOneGo,
  hostilePayload,
  RUNS,
  SAFE_URL,
} from '../../api/feeds/hostile-json-fixtures';

describe.each([['cameras', parseCameras, 'list']] as const)(
  '%s parser under 1,000 hostile payloads',
  (_feed, parse, shape) => {
    test('refuses only a wrong shape, keeps only items with unique non-empty ids', () => {
      expectOnlyWrongShapeRefused(parse, shape);
    });
  },
);

test('cameras and news: every position is finite and only in-box items are drawable; URLs are http(s)', () => {
  fc.assert(
    fc.property(hostilePayload, (payload) => {
      const cameras = attempt(parseCameras, payload) ?? [];
      const news = attempt(parseNews, payload) ?? [];
      for (const item of [...cameras, ...news]) {
        if (item.position) {
          expect(Number.isFinite(item.position.lat) && Number.isFinite(item.position.lng)).toBe(
            true,
          );
        }
        const link = 'url' in item ? item.url : item.imageUrl;
        if (link !== null) expect(link).toMatch(SAFE_URL);
      }
      const drawable = drawableItems([...cameras, ...news]);
      expect(drawable.every((item) => isInMetroBox(item.position))).toBe(true);
    }),
    { numRuns: RUNS },
  );
});

describe('parseCamerasInSlices and parseNewsInSlices', () => {
  test.each([['parseCamerasInSlices', parseCamerasInSlices, parseCameras]] as const)(
    '%s gives what the one-go parse gives, for any payload and slice size (ids deduplicated across slices)',
    (_name, inSlices, inOneGo) => expectSlicesMatchOneGo(inSlices, inOneGo),
  );

  test('pauses between slices, never before the first or after the last', async () => {
    const payload = Array.from({ length: 7 }, (_, i) => ({ id: `c${i}`, name: `Camera ${i}` }));
    const events: string[] = [];
    const result = await parseCamerasInSlices(payload, {
      pause: async () => {
        events.push('pause');
      },
      sliceSize: 3,
    });
    expect(result.map((camera) => camera.id)).toEqual(payload.map((item) => item.id));
    expect(events).toEqual(['pause', 'pause']);
    const single = { pauses: 0 };
    await parseCamerasInSlices(payload.slice(0, 3), {
      pause: async () => {
        single.pauses += 1;
      },
      sliceSize: 3,
    });
    expect(single.pauses).toBe(0);
  });
});
