import { useEffect, useState } from 'react';
import { serverNow } from '@/api/server-clock';

/**
 * How long one timer may wait (ms) before the clock is read again: a device asleep stops its
 * timers, and one set for a boundary 10 hours off would fire hours late after a night's sleep.
 */
const RECHECK_MS = 60_000;

/**
 * The current time on the server's clock (the phases are the city's, not this device's), read
 * again at `next` (a phase's start or end): the notice changes at each boundary by itself, without
 * a poll and without re-rendering in between. The timer is re-armed at least every minute, so a
 * boundary passed while the device slept shows within a minute of waking.
 */
export function useBoundaryNow(next: (now: number) => number | null): number {
  const [now, setNow] = useState(() => serverNow());
  const at = next(now);
  useEffect(() => {
    if (at === null) return;
    let id: ReturnType<typeof setTimeout>;
    const arm = () => {
      const current = serverNow();
      // A timer may fire a moment early: the state is read again then, and a new timer set.
      if (current >= at) setNow(current);
      else id = setTimeout(arm, Math.min(at - current, RECHECK_MS));
    };
    id = setTimeout(arm, Math.min(Math.max(0, at - serverNow()), RECHECK_MS));
    return () => clearTimeout(id);
  }, [at]);
  return now;
}
