import { act, renderHook } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useControllable } from '@/features/map/use-controllable';

test('left to the component: starts at the initial value and keeps each change', () => {
  const onChange = vi.fn();
  const { result } = renderHook(() => useControllable<string>(undefined, 'map', onChange));
  expect(result.current[0]).toBe('map');
  act(() => result.current[1]('list'));
  expect(result.current[0]).toBe('list');
  expect(onChange).toHaveBeenCalledWith('list');
});

test("controlled by the parent: shows the parent's value and only reports the change", () => {
  const onChange = vi.fn();
  const { result, rerender } = renderHook(
    ({ value }) => useControllable<string>(value, 'map', onChange),
    { initialProps: { value: 'list' } },
  );
  expect(result.current[0]).toBe('list');
  act(() => result.current[1]('map'));
  expect(result.current[0]).toBe('list');
  expect(onChange).toHaveBeenCalledWith('map');
  rerender({ value: 'map' });
  expect(result.current[0]).toBe('map');
});
