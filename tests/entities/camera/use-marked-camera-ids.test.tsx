import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { FAVOURITE_CAMERAS_KEY } from '@/domain/favourite-cameras';
import { useMarkedCameraIds } from '@/entities/camera/use-marked-camera-ids';
import { favouriteCameras } from '@/entities/camera/favourite-cameras';

afterEach(() => {
  const store = favouriteCameras();
  for (const id of store.getSnapshot().ids) store.toggle(id);
  localStorage.clear();
});

test("the map's starred cameras: none at first, then the visitor's, following each change", async () => {
  localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['C721']));
  const { result } = renderHook(() => useMarkedCameraIds());
  // The store loads after the first paint: the map's first draw has no stars.
  expect(result.current.size).toBe(0);
  await waitFor(() => expect([...result.current]).toEqual(['C721']));
  const before = result.current;
  act(() => {
    favouriteCameras().toggle('C861');
  });
  expect([...result.current]).toEqual(['C721', 'C861']);
  expect(result.current).not.toBe(before);
});

test('the same set between changes, so the markers do not re-render', async () => {
  localStorage.setItem(FAVOURITE_CAMERAS_KEY, JSON.stringify(['C721']));
  const { result, rerender } = renderHook(() => useMarkedCameraIds());
  await waitFor(() => expect(result.current.size).toBe(1));
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
});
