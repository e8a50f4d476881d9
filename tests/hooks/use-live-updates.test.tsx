import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { liveUpdates } from '@/api/live-updates';
import { useLiveUpdates } from '@/hooks/use-live-updates';

afterEach(() => liveUpdates.setPaused(false));

test('reads the pause switch and turns it, for every reader', () => {
  const first = renderHook(() => useLiveUpdates());
  const second = renderHook(() => useLiveUpdates());
  expect(first.result.current.paused).toBe(false);
  act(() => first.result.current.setPaused(true));
  expect(second.result.current.paused).toBe(true);
  expect(liveUpdates.isPaused()).toBe(true);
  act(() => liveUpdates.setPaused(false));
  expect(first.result.current.paused).toBe(false);
});
