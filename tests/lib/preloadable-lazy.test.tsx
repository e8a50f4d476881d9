import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, test, vi } from 'vitest';
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
    const { Component, preload } = preloadableLazy(() => Promise.resolve(Greeting));
    await preload();
    renderInSuspense(Component);
    expect(screen.getByText('Hello Edina')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  test('without a preload it behaves like React.lazy: fallback, then the component', async () => {
    const { Component } = preloadableLazy(() => Promise.resolve(Greeting));
    renderInSuspense(Component);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Hello Edina')).toBeInTheDocument();
  });

  test('loads the code once, however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Component, preload } = preloadableLazy(load);
    await Promise.all([preload(), preload()]);
    renderInSuspense(Component);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load rejects and the next attempt loads again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Greeting);
    const { preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
