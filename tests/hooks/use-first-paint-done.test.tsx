import { Suspense } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useFirstPaintDone } from '@/hooks/use-first-paint-done';

const paint = vi.hoisted(() => ({ done: () => {} }));

vi.mock('@/lib/after-first-paint', () => ({
  afterFirstContentfulPaint: () =>
    new Promise<void>((resolve) => {
      paint.done = resolve;
    }),
}));

test('false until the first content is painted, then true', async () => {
  const { result } = renderHook(() => useFirstPaintDone());
  expect(result.current).toBe(false);
  await act(async () => paint.done());
  expect(result.current).toBe(true);
});

test('a part mounted after the first paint is painted from its first render', () => {
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
  );
  const rendered: boolean[] = [];
  renderHook(() => rendered.push(useFirstPaintDone()));
  expect(rendered[0]).toBe(true);
});

test('the switch is a transition: a part that suspends after it keeps the page as it was, no fallback', async () => {
  // An urgent update would replace the boundary's content with its fallback while `Later` loads; a
  // transition keeps what is on screen (issue 44: the switch renders in slices, not one task).
  const never = new Promise<never>(() => {});
  function Later(): never {
    throw never;
  }
  function Part() {
    return useFirstPaintDone() ? <Later /> : <p>before the paint</p>;
  }
  render(
    <Suspense fallback={<p>fallback</p>}>
      <Part />
    </Suspense>,
  );
  await act(async () => paint.done());
  expect(screen.getByText('before the paint')).toBeInTheDocument();
  expect(screen.queryByText('fallback')).not.toBeInTheDocument();
});
