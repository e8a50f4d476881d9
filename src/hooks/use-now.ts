import { useSyncExternalStore } from 'react';
import { liveUpdates } from '@/api/live-updates';

interface Ticker {
  now: number;
  listeners: Set<() => void>;
  id: ReturnType<typeof setInterval> | null;
  /** One function per ticker, so React does not resubscribe (and restart the timer) per render. */
  subscribe: (listener: () => void) => () => void;
}

/** One shared timer per interval, however many components ask. */
const tickers = new Map<number, Ticker>();

function tickerFor(intervalMs: number): Ticker {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    const created: Ticker = {
      now: Date.now(),
      listeners: new Set(),
      id: null,
      subscribe: (listener) => subscribe(created, intervalMs, listener),
    };
    tickers.set(intervalMs, created);
    ticker = created;
  }
  return ticker;
}

function subscribe(ticker: Ticker, intervalMs: number, listener: () => void) {
  ticker.listeners.add(listener);
  if (ticker.id === null) {
    // The timer stopped when its last reader left; the next one must not start from that time. Only
    // a time an interval old is renewed: the readers rendered with it, and a snapshot changed when
    // they subscribe makes React render them all again at once (a first load's readers, the
    // forecast panel's chart among them, subscribe well within their ticker's interval).
    if (Math.abs(Date.now() - ticker.now) >= intervalMs) ticker.now = Date.now();
    ticker.id = setInterval(() => {
      // Frozen while live updates are paused (WCAG 2.2.2).
      if (liveUpdates.isPaused()) return;
      ticker.now = Date.now();
      ticker.listeners.forEach((notify) => notify());
    }, intervalMs);
  }
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.id !== null) {
      clearInterval(ticker.id);
      ticker.id = null;
    }
  };
}

/** The current time in ms, re-read every `intervalMs` (default one second). */
export function useNow(intervalMs = 1000): number {
  return useTimeDerived(intervalMs, (now) => now);
}

/**
 * What `derive` makes of the current time, re-read every `intervalMs`. The component re-renders only
 * when that value changes: "Updated 2 min ago" changes once a minute, not at every tick. `derive`
 * returns a primitive, since React compares snapshots with Object.is.
 */
export function useTimeDerived<T extends string | number | boolean>(
  intervalMs: number,
  derive: (now: number) => T,
): T {
  const ticker = tickerFor(intervalMs);
  const snapshot = () => derive(ticker.now);
  return useSyncExternalStore(ticker.subscribe, snapshot, snapshot);
}
