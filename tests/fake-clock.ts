import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured when this file loads, before a test installs fake timers.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * Moves a fake clock on in steps until `done()` holds, with a moment of real time after each step: a
 * dynamic import is real work that a fake clock cannot skip. Throws once `maxMs` of fake time have
 * passed without it, so a timeout reads as one and not as a later assertion's failure.
 */
export async function advanceUntil(
  done: () => boolean,
  { stepMs = 250, maxMs = 60_000 }: { stepMs?: number; maxMs?: number } = {},
): Promise<void> {
  for (let elapsed = 0; elapsed < maxMs && !done(); elapsed += stepMs) {
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
    // In act too: a timer the running fake clock fires meanwhile updates React inside it.
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
  if (!done()) throw new Error(`advanceUntil: not done after ${maxMs} ms of fake time`);
}
