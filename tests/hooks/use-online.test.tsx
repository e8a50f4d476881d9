import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useOnline } from '@/hooks/use-online';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => Reflect.deleteProperty(navigator, 'onLine'));

test('follows the browser going offline and back online', () => {
  const { result } = renderHook(() => useOnline());
  expect(result.current).toBe(true);
  act(() => goOnline(false));
  expect(result.current).toBe(false);
  act(() => goOnline(true));
  expect(result.current).toBe(true);
});
