import { useSyncExternalStore } from 'react';
import { liveUpdates } from '@/api/live-updates';

interface Ticker {
  now: number;
  listeners: Set<() => void>;
  id: ReturnType<typeof setInterval> | null;
}

/** One shared timer per interval, however many components ask. */
const tickers = new Map<number, Ticker>();

function tickerFor(intervalMs: number): Ticker {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    ticker = { now: Date.now(), listeners: new Set(), id: null };
    tickers.set(intervalMs, ticker);
  }
  return ticker;
}

function subscribe(intervalMs: number, listener: () => void) {
  const ticker = tickerFor(intervalMs);
  ticker.listeners.add(listener);
  if (ticker.id === null) {
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
  return useSyncExternalStore(
    (listener) => subscribe(intervalMs, listener),
    () => tickerFor(intervalMs).now,
    () => tickerFor(intervalMs).now,
  );
}
