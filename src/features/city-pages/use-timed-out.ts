import { useEffect, useState } from 'react';

/** True once `pending` has lasted `ms` without a break; a new `attempt` starts the clock again. */
export function useTimedOut(pending: boolean, ms: number, attempt = 0): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const id = setTimeout(() => setTimedOut(true), ms);
    return () => {
      clearTimeout(id);
      setTimedOut(false);
    };
  }, [pending, ms, attempt]);
  return pending && timedOut;
}
