import { act, renderHook } from '@testing-library/react';
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
