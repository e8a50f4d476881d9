import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PanelBoundary } from '@/components/panel-boundary';
import {
  CHUNK_RETRY_DELAYS_MS,
  isChunkLoadError,
  lazyChunk,
  loadChunk,
  retryableLazy,
} from '@/lib/load-chunk';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A load that fails `failures` times, then gives `value`; records when (fake ms) it was called. */
function flakyLoad<T>(failures: number, value: T) {
  const calledAt: number[] = [];
  const start = Date.now();
  const load = vi.fn(() => {
    calledAt.push(Date.now() - start);
    return calledAt.length <= failures ? Promise.reject(chunkError()) : Promise.resolve(value);
  });
  return { load, calledAt };
}

describe('loadChunk', () => {
  test('a download that works is used at once, with no retry', async () => {
    const { load } = flakyLoad(0, 'code');
    await expect(loadChunk(load)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('online, a failed download is tried again after 1 s and 3 s, then its error is thrown', async () => {
    expect(CHUNK_RETRY_DELAYS_MS).toEqual([1_000, 3_000]);
    const { load, calledAt } = flakyLoad(5, 'code');
    const loading = loadChunk(load);
    const settled = expect(loading).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
    // Fake ms: the second try 1 s after the first, the third 3 s after the second.
    expect(calledAt[1]! - calledAt[0]!).toBeGreaterThanOrEqual(1_000);
    expect(calledAt[2]! - calledAt[1]!).toBeGreaterThanOrEqual(3_000);
  });

  test('a retry that works gives the code', async () => {
    const { load } = flakyLoad(2, 'code');
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(3);
  });

  test('offline, it waits for the connection however long that takes, then downloads again', async () => {
    online = false;
    const { load } = flakyLoad(1, 'code');
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('failures while offline do not use up the retries kept for failures online', async () => {
    online = false;
    const { load } = flakyLoad(4, 'code');
    const loading = loadChunk(load);
    for (let i = 0; i < 2; i++) {
      await vi.advanceTimersByTimeAsync(100);
      window.dispatchEvent(new Event('online'));
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(load).toHaveBeenCalledTimes(3);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(loading).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(5);
  });
});

function renderInBoundary(Component: ComponentType<{ name: string }>) {
  return render(
    <PanelBoundary name="The city page" wholePage>
      <Suspense fallback={<p>Loading…</p>}>
        <Component name="Edina" />
      </Suspense>
    </PanelBoundary>,
  );
}

describe('retryableLazy and lazyChunk', () => {
  test('after a failed load, Try again downloads the code again and draws it', async () => {
    vi.useRealTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = flakyLoad(1, Greeting);
    renderInBoundary(retryableLazy(load));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The city page could not be shown.');
    expect(alert).toHaveTextContent('Check your connection, then try again.');
    // React re-renders a failed tree once by itself; that is not a reason to download again.
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a code that loaded is not downloaded again on the next render', async () => {
    const { load } = flakyLoad(0, Greeting);
    const Lazy = retryableLazy(load);
    const { unmount } = renderInBoundary(Lazy);
    expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
    unmount();
    renderInBoundary(Lazy);
    expect(screen.getByText('Hello Edina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('lazyChunk retries by itself: a download that fails once shows the loading state, then the code', async () => {
    const { load } = flakyLoad(1, Greeting);
    renderInBoundary(lazyChunk(load));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  test.each([
    [
      new TypeError('Failed to fetch dynamically imported module: https://x.test/assets/a.js'),
      true,
    ],
    [new TypeError('error loading dynamically imported module: https://x.test/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    [new Error('useVisitor needs a VisitorProvider'), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s → %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected));
});

describe('a whole-page boundary', () => {
  test('a bug (not a download) is not blamed on the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'map')");
    }
    render(
      <PanelBoundary name="The city page" wholePage>
        <Broken />
      </PanelBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The city page could not be shown.');
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Try again, or reload the page.',
    );
    expect(alert).not.toHaveTextContent('connection');
  });
});
