import { vi } from 'vitest';

/**
 * `vi.waitFor` with the suite's ceiling: its own default gives up after 1 s, less than a module's
 * first load takes on a busy 2-core machine. A ceiling, not a wait: it ends when `check` passes.
 * With fake timers, each look moves the fake clock on by the interval (50 ms), as `vi.waitFor` does.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 30_000 });
}
