import { useEffect, useState } from 'react';

/**
 * The current time, read again at `next` (a phase's start or end) by one timer set for that
 * moment: the notice changes at each boundary by itself, without a poll and without ticking.
 */
export function useBoundaryNow(next: (now: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const at = next(now);
  useEffect(() => {
    if (at === null) return;
    // A timer may fire a moment early: the state is read again then, and a new timer set.
    const id = setTimeout(() => setNow(Math.max(Date.now(), at)), Math.max(0, at - Date.now()));
    return () => clearTimeout(id);
  }, [at]);
  return now;
}
