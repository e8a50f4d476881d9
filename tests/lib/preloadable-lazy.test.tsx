import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PanelBoundary } from '@/components/panel-boundary';
import { preloadableLazy } from '@/lib/preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function renderInSuspense(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Edina" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  test('once preloaded, the first render draws the component itself, not the fallback', async () => {
    const { Component, preload, isLoaded } = preloadableLazy(() => Promise.resolve(Greeting));
    expect(isLoaded()).toBe(false);
    await preload();
    expect(isLoaded()).toBe(true);
    renderInSuspense(Component);
    expect(screen.getByText('Hello Edina')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  test('without a preload it behaves like React.lazy: fallback, then the component', async () => {
    const { Component, isLoaded } = preloadableLazy(() => Promise.resolve(Greeting));
    renderInSuspense(Component);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
    expect(isLoaded()).toBe(true);
  });

  test('loads the code once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadableLazy(load);
    await Promise.all([preload(), preload()]);
    renderInSuspense(Component);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load (retries included) rejects, and the next attempt loads again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const load = vi
        .fn<() => Promise<typeof Greeting>>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockResolvedValueOnce(Greeting);
      const { preload } = preloadableLazy(load);
      const first = expect(preload()).rejects.toThrow('chunk failed');
      await vi.advanceTimersByTimeAsync(4_000);
      await first;
      expect(load).toHaveBeenCalledTimes(3);
      await expect(preload()).resolves.toBe(Greeting);
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failed download is shown by the boundary, and Try again draws the component', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let failures = 3;
      const load = vi.fn(() =>
        failures-- > 0 ? Promise.reject(new Error('chunk failed')) : Promise.resolve(Greeting),
      );
      const { Component } = preloadableLazy(load);
      render(
        <PanelBoundary name="The live view" wholePage>
          <Suspense fallback={<p>Loading…</p>}>
            <Component name="Edina" />
          </Suspense>
        </PanelBoundary>,
      );
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The live view could not be shown.',
      );
      vi.useRealTimers();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
