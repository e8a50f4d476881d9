import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useBreakpoint } from '@/hooks/use-breakpoint';
import { stubScreenWidth } from './media-fixtures';

afterEach(() => vi.unstubAllGlobals());

test.each([
  [390, 'phone'],
  [767, 'phone'],
  [768, 'tablet'],
  [1023, 'tablet'],
  [1024, 'desktop'],
  [1440, 'desktop'],
])('%i px wide is a %s', (width, breakpoint) => {
  stubScreenWidth(width);
  const { result } = renderHook(() => useBreakpoint());
  expect(result.current).toBe(breakpoint);
});

test('turning a phone past 768 px makes it a tablet', () => {
  const screen = stubScreenWidth(700);
  const { result } = renderHook(() => useBreakpoint());
  expect(result.current).toBe('phone');
  act(() => screen.resize(800));
  expect(result.current).toBe('tablet');
});
