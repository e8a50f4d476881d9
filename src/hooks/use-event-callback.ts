import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes and that calls the latest `callback`: for handlers passed
 * to memoised subtrees, which would re-render whenever a handler built from changing state is new.
 * Call it from events and effects only, never while rendering.
 */
export function useEventCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
