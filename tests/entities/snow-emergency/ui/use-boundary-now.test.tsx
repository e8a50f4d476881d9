import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
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

test("reads the server's clock: a device 2 hours slow still turns the phase at the city's 8 AM", () => {
  vi.useFakeTimers();
  const serverTime = Date.parse('2026-12-02T13:00:00Z');
  const deviceSlow = 2 * 3_600_000;
  vi.setSystemTime(serverTime - deviceSlow);
  noteServerDate(new Date(serverTime).toUTCString(), serverTime - deviceSlow);
  try {
    const boundary = Date.parse('2026-12-02T14:00:00Z');
    const { result } = renderHook(() =>
      useBoundaryNow((now) => (now < boundary ? boundary : null)),
    );
    // Within the half second the header's whole seconds may have dropped.
    expect(Math.abs(result.current - serverTime)).toBeLessThanOrEqual(500);
    act(() => vi.advanceTimersByTime(59 * 60_000));
    expect(result.current).toBeLessThan(boundary);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBeGreaterThanOrEqual(boundary);
  } finally {
    forgetServerClock();
  }
});

test('a boundary passed while the device slept (its timers stopped) shows within a minute', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-02T04:00:00Z'));
  const boundary = Date.parse('2026-12-02T14:00:00Z');
  const renders = vi.fn();
  const { result } = renderHook(() => {
    renders();
    return useBoundaryNow((now) => (now < boundary ? boundary : null));
  });
  const first = renders.mock.calls.length;
  // Asleep 11 hours: the wall clock moves on, the timers do not.
  vi.setSystemTime(boundary + 3_600_000);
  expect(renders.mock.calls.length).toBe(first);
  act(() => vi.advanceTimersByTime(60_000));
  expect(result.current).toBeGreaterThanOrEqual(boundary + 3_600_000);
});
