import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

/** A PerformanceObserver that reports paints only when a test says so. */
function installPaintTiming({ painted = false } = {}) {
  const observers: ((entries: { name: string }[]) => void)[] = [];
  const disconnected: boolean[] = [];
  const observed: PerformanceObserverInit[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly index: number;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.index = observers.length;
      disconnected.push(false);
      observers.push((entries) =>
        callback({ getEntriesByName: (name) => entries.filter((entry) => entry.name === name) }),
      );
    }
    observe(options: PerformanceObserverInit) {
      observed.push(options);
    }
    disconnect() {
      disconnected[this.index] = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    painted && name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
  );
  return {
    paint: (name: string) => observers.forEach((report) => report([{ name }])),
    disconnected,
    observed,
  };
}

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  test('waits for the first contentful paint, not for an earlier plain paint', async () => {
    vi.useFakeTimers();
    const timing = installPaintTiming();
    const state = track(afterFirstContentfulPaint(1000));
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
    expect(timing.disconnected).toEqual([true]);
    // A paint reported before the call counts too (the timeline may be stubbed by a fake clock).
    expect(timing.observed).toEqual([{ type: 'paint', buffered: true }]);
  });

  test('waiters woken by one paint go on in separate tasks, in the order they asked', async () => {
    vi.useFakeTimers();
    const timing = installPaintTiming();
    const order: string[] = [];
    void afterFirstContentfulPaint(1000).then(() => order.push('first'));
    void afterFirstContentfulPaint(1000).then(() => order.push('second'));
    timing.paint('first-contentful-paint');
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);
    // one task each (their timeouts are cleared)
    expect(vi.getTimerCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['first', 'second']);
    expect(timing.disconnected).toEqual([true, true]);
  });

  test('resolves at once when the page has already painted its content', async () => {
    vi.useFakeTimers();
    installPaintTiming({ painted: true });
    const state = track(afterFirstContentfulPaint(1000));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  test('gives up waiting after the timeout (a hidden tab paints nothing)', async () => {
    vi.useFakeTimers();
    const timing = installPaintTiming();
    const state = track(afterFirstContentfulPaint(1000));
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.settled).toBe(true);
    expect(timing.disconnected).toEqual([true]);
  });

  test('resolves on the next task where the browser reports no paints', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const state = track(afterFirstContentfulPaint(1000));
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });
});
