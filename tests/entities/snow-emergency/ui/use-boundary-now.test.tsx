import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useBoundaryNow } from '@/entities/snow-emergency/ui/use-boundary-now';

afterEach(() => vi.useRealTimers());

test('reads the time again at the next boundary, not before, and stops when there is none', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-02T13:00:00Z'));
  const boundaries = [Date.parse('2026-12-02T14:00:00Z'), Date.parse('2026-12-03T02:00:00Z')];
  const next = (now: number) => boundaries.find((moment) => moment > now) ?? null;
  const renders = vi.fn();
  const { result } = renderHook(() => {
    renders();
    return useBoundaryNow(next);
  });
  const first = renders.mock.calls.length;
  act(() => vi.advanceTimersByTime(59 * 60_000));
  expect(renders.mock.calls.length).toBe(first);
  act(() => vi.advanceTimersByTime(60_000));
  expect(result.current).toBe(boundaries[0]);
  act(() => vi.advanceTimersByTime(12 * 3_600_000));
  expect(result.current).toBe(boundaries[1]);
  expect(vi.getTimerCount()).toBe(0);
});
