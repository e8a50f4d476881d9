import { ApiError } from './http';

/** A failure worth trying again: NWS's intermittent 500 and its 503 while a grid is rebuilt. */
export function isPassingServerError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 500 || error.status === 503);
}

/** Waits `ms`, or rejects at once when `signal` aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs `attempt`, and again after each of `delaysMs` while it fails with an error `shouldRetry`
 * accepts; the last failure is thrown.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[],
  shouldRetry: (error: unknown) => boolean,
  signal?: AbortSignal,
): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delaysMs[tries];
      if (delay === undefined || !shouldRetry(error) || signal?.aborted) throw error;
      await wait(delay, signal);
    }
  }
}
