import { expect, test } from 'vitest';
import { snapshotView } from '@/api/feeds/snapshot-view';

test("a snapshot's data is its items; its read time and source are the server's", () => {
  const view = snapshotView<{ id: string }>();
  const snapshot = { items: [{ id: 'a' }], source: 'National Weather Service', readAt: 1_000 };
  expect(view.data(snapshot)).toEqual([{ id: 'a' }]);
  expect(view.readAt?.(snapshot)).toBe(1_000);
  expect(view.source?.(snapshot)).toBe('National Weather Service');
});
