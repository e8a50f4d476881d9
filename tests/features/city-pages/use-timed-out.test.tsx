import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useTimedOut } from '@/features/city-pages/use-timed-out';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('true once pending has lasted the whole time, false again when it ends', () => {
  const { result, rerender } = renderHook(({ pending }) => useTimedOut(pending, 10_000), {
    initialProps: { pending: true },
  });
  act(() => vi.advanceTimersByTime(9_999));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  rerender({ pending: false });
  expect(result.current).toBe(false);
});

test('a new attempt starts the clock again', () => {
  const { result, rerender } = renderHook(({ attempt }) => useTimedOut(true, 10_000, attempt), {
    initialProps: { attempt: 0 },
  });
  act(() => vi.advanceTimersByTime(10_000));
  expect(result.current).toBe(true);
  rerender({ attempt: 1 });
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(9_000));
  expect(result.current).toBe(false);
  act(() => vi.advanceTimersByTime(1_000));
  expect(result.current).toBe(true);
});
