import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useMediaQuery } from '@/hooks/use-media-query';
import { stubScreenWidth } from './media-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  test('reads the query now and follows its changes', () => {
    const screen = stubScreenWidth(400);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(true);
    act(() => screen.resize(1200));
    expect(result.current).toBe(false);
  });

  test('stops listening once unmounted', () => {
    const screen = stubScreenWidth(400);
    const { unmount } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(screen.listenerCount()).toBe(1);
    unmount();
    expect(screen.listenerCount()).toBe(0);
  });

  test('false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery('(max-width: 767.98px)'));
    expect(result.current).toBe(false);
  });
});
