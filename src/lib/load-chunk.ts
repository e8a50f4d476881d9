import { createElement, lazy, type ComponentType } from 'react';

/**
 * Whether an error is a code chunk that could not be downloaded, in the words of Chromium, Firefox
 * and Safari (rather than a bug in the code itself).
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** Pauses before the second and third download of a chunk that failed while online. */
export const CHUNK_RETRY_DELAYS_MS = [1_000, 3_000] as const;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Resolves once the browser reports a connection again (at once when it has one). */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Downloads a code chunk the way a phone on a winter commute needs: a download that fails while the
 * browser is offline is tried again when it is back online (however long that takes), and one that
 * fails online is tried twice more, after the pauses above. Browsers fetch a failed dynamic import
 * afresh when it is imported again (checked in Chromium 156).
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  let failuresOnline = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (isOffline()) {
        await whenOnline();
        continue;
      }
      const delay = delaysMs[failuresOnline];
      if (delay === undefined) throw error;
      failuresOnline += 1;
      await pause(delay);
    }
  }
}

/**
 * `loadChunk` for a chunk asked for from several places (a hover's preload, the render that needs
 * it): every caller shares the one download in flight or done, and a failure lets the next caller
 * start afresh. Without it each hover would start its own download and retries.
 */
export function sharedChunk<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  let failed = false;
  return () =>
    (pending ??= loadChunk(load).then(
      (value) => {
        // Downloads work again (say, a hover's preload after a failure): parts that failed retry.
        if (failed) retryFailedChunks();
        failed = false;
        return value;
      },
      (error: unknown) => {
        failed = true;
        pending = undefined;
        throw error;
      },
    ));
}

/** Bumped by `retryFailedChunks`: a chunk that failed before the bump may be downloaded again. */
let retryRound = 0;

/**
 * Every chunk whose download had failed downloads afresh on its next render. Called when there is
 * reason to expect better: an error boundary's "Try again", the browser back online, or a later
 * download of a chunk that had failed.
 */
export function retryFailedChunks(): void {
  retryRound += 1;
}

// Back online: what failed offline is worth downloading again the next time it is needed.
if (typeof window !== 'undefined') window.addEventListener('online', retryFailedChunks);

/**
 * `React.lazy` whose failed load is not final: its next render loads again once `retryFailedChunks()`
 * has been called (by "Try again", the browser coming back online, or another download succeeding).
 * `React.lazy` alone keeps rethrowing its first failure, so "Try again" could never succeed. Only such
 * a signal starts a new download, never a mere re-render: React renders a failed part once more by
 * itself before it shows the error boundary, and a re-render could otherwise loop.
 */
export function retryableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let failedInRound: number | null = null;
  const create = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedInRound = retryRound;
          throw error;
        },
      ),
    );
  let current = create();
  function RetryableLazy(props: Props) {
    if (failedInRound !== null && retryRound > failedInRound) {
      failedInRound = null;
      current = create();
    }
    return createElement(current as ComponentType<Props>, props);
  }
  return RetryableLazy;
}

/** A component from a code chunk: downloaded on first render, with `loadChunk`'s retries. */
export function lazyChunk<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return retryableLazy(() => loadChunk(load));
}
