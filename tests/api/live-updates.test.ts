import { afterEach, describe, expect, test, vi } from 'vitest';
import { liveUpdates, refreshInterval } from '@/api/live-updates';

afterEach(() => liveUpdates.setPaused(false));

describe('the live-updates switch', () => {
  test('tells its listeners of a change, once, and not of a repeat', () => {
    const listener = vi.fn();
    const unsubscribe = liveUpdates.subscribe(listener);
    liveUpdates.setPaused(true);
    liveUpdates.setPaused(true);
    expect(liveUpdates.isPaused()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  test('a listener that unsubscribed hears nothing more', () => {
    const listener = vi.fn();
    liveUpdates.subscribe(listener)();
    liveUpdates.setPaused(true);
    expect(listener).not.toHaveBeenCalled();
  });

  test('a polled query has its interval while live, and none while paused', () => {
    expect(refreshInterval(30_000)).toBe(30_000);
    liveUpdates.setPaused(true);
    expect(refreshInterval(30_000)).toBe(false);
  });
});
