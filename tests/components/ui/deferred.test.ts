// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { whenIdle } from '@/components/ui/deferred';

const paint = vi.hoisted(() => ({ done: () => {} }));
vi.mock('@/lib/after-first-paint', () => ({
  afterFirstContentfulPaint: () =>
    new Promise<void>((resolve) => {
      paint.done = resolve;
    }),
}));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('nothing runs before the first paint; after it, once the browser is idle', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  const task = vi.fn();
  whenIdle(task);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(task).not.toHaveBeenCalled();
  paint.done();
  await vi.advanceTimersByTimeAsync(0);
  expect(idle).toHaveLength(1);
  idle[0]!();
  expect(task).toHaveBeenCalledTimes(1);
});

test('without idle callbacks: 200 ms after the paint', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  const task = vi.fn();
  whenIdle(task);
  paint.done();
  await vi.advanceTimersByTimeAsync(199);
  expect(task).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelled before the paint or while waiting: the task never runs', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  const early = vi.fn();
  whenIdle(early)();
  paint.done();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(early).not.toHaveBeenCalled();

  const late = vi.fn();
  const cancel = whenIdle(late);
  paint.done();
  await vi.advanceTimersByTimeAsync(100);
  cancel();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(late).not.toHaveBeenCalled();
});
