import { afterEach, expect, test, vi } from 'vitest';
import { yieldToBrowser } from '@/lib/yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('where the browser has scheduler.yield, that is the pause', async () => {
  const pause = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: pause });
  await yieldToBrowser();
  expect(pause).toHaveBeenCalledTimes(1);
});

test('elsewhere the caller goes on in a task of its own (a timer), not in this one', async () => {
  vi.stubGlobal('scheduler', undefined);
  vi.useFakeTimers();
  let resumed = false;
  const paused = yieldToBrowser().then(() => {
    resumed = true;
  });
  await Promise.resolve();
  expect(resumed).toBe(false);
  await vi.runAllTimersAsync();
  await paused;
  expect(resumed).toBe(true);
});
