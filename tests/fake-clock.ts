import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured when this file loads, before a test installs fake timers.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * Moves a fake clock on in steps until `done()` holds (or `maxMs` of fake time have passed), with a
 * moment of real time after each step: a dynamic import is real work that a fake clock cannot skip.
 */
export async function advanceUntil(
  done: () => boolean,
  { stepMs = 250, maxMs = 10_000 }: { stepMs?: number; maxMs?: number } = {},
): Promise<void> {
  for (let elapsed = 0; elapsed < maxMs && !done(); elapsed += stepMs) {
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}
