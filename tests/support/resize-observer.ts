import { vi } from 'vitest';

/** jsdom has no ResizeObserver; Radix's floating layers (tooltip, select) only need it to exist. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
