import { useCallback, useState } from 'react';

/**
 * A value the parent may control (`value` given) or leave to the component (`initial`); either
 * way `onChange` hears every change the visitor makes.
 */
export function useControllable<T>(
  value: T | undefined,
  initial: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(initial);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
