import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver. Like a browser, this one reports each element it starts observing
 * once (after the current task's microtasks, where a browser would after the next layout), with
 * jsdom's zero-sized boxes: the map surface learns its size from that report, and Radix's floating
 * layers (tooltip, select) only need the observer to exist.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}
