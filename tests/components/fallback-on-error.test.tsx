import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { FallbackOnError } from '@/components/fallback-on-error';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('chunk failed');
}

test('children that render are shown as they are', () => {
  render(
    <FallbackOnError name="Select" fallback={<button type="button">Plain</button>}>
      <button type="button">Fancy</button>
    </FallbackOnError>,
  );
  expect(screen.getByRole('button', { name: 'Fancy' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Plain' })).not.toBeInTheDocument();
});

test('children that throw give way to the fallback, say so once on the console, and spare the page', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <main>
      <h1>Page</h1>
      <FallbackOnError name="Select" fallback={<button type="button">Plain</button>}>
        <Broken />
      </FallbackOnError>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();
  const ours = error.mock.calls.filter(([message]) => message === 'Select could not be shown');
  expect(ours).toHaveLength(1);
  expect((ours[0]![1] as Error).message).toBe('chunk failed');
});

test('a null fallback shows nothing', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = render(
    <FallbackOnError name="Toasts" fallback={null}>
      <Broken />
    </FallbackOnError>,
  );
  expect(container).toBeEmptyDOMElement();
});

test('onFailed is told once when the children throw, never while they render', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onFailed = vi.fn();
  const { rerender } = render(
    <FallbackOnError name="Transit" fallback={null} onFailed={onFailed}>
      <p>Fine</p>
    </FallbackOnError>,
  );
  expect(onFailed).not.toHaveBeenCalled();
  rerender(
    <FallbackOnError name="Transit" fallback={null} onFailed={onFailed}>
      <Broken />
    </FallbackOnError>,
  );
  expect(onFailed).toHaveBeenCalledTimes(1);
});
