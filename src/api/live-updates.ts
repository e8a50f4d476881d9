/**
 * The visitor's "Pause live updates" switch (WCAG 2.2.2). A tiny external store so both React
 * (via useSyncExternalStore) and the query intervals can read it.
 */
type Listener = () => void;

let paused = false;
const listeners = new Set<Listener>();

export const liveUpdates = {
  isPaused: () => paused,
  setPaused(next: boolean) {
    if (next === paused) return;
    paused = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The interval a polled query uses now: none while paused. */
export function refreshInterval(refreshMs: number): number | false {
  return paused ? false : refreshMs;
}
