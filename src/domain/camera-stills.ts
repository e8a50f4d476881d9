/**
 * Rules for a live camera still: its cache-busting URL, the state of one still
 * across refreshes, when to refresh it, and the request budget of one screen's cards.
 */
import { REFRESH_MS } from './constants';
import { safeExternalUrl } from './safe-url';

/** How often a shown still is asked for again: the camera feed's cadence (ms). */
export const STILL_REFRESH_MS = REFRESH_MS.trafficCams;
/** At most this many still requests per window for the cards of one screen. */
export const STILL_BUDGET = { requests: 6, windowMs: 30_000 } as const;
/** A refresh that has not answered by then counts as failed (ms). */
export const STILL_TIMEOUT_MS = 15_000;
/** Failed refreshes in a row after which the last good frame is marked out of date. */
export const STILL_OUTDATED_AFTER_FAILURES = 2;
/** The query parameter that makes each refresh a new request. */
export const STILL_CACHE_PARAM = '_ts';

/**
 * The feed's still URL with `_ts={stamp}` added (or its value replaced), every other part kept as
 * written. The stamp is the request time (ms) rather than a counter: a counter would repeat after a
 * reload and be answered from the browser cache. Null for anything but an absolute http(s) URL.
 */
export function refreshedStillUrl(url: string, stamp: number): string | null {
  const safe = safeExternalUrl(url);
  if (safe === null) return null;
  const hashAt = safe.indexOf('#');
  const beforeHash = hashAt === -1 ? safe : safe.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : safe.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const kept =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter((part) => part !== '' && part.split('=')[0] !== STILL_CACHE_PARAM);
  const value = Math.max(0, Math.trunc(Number.isFinite(stamp) ? stamp : 0));
  return `${base}?${[...kept, `${STILL_CACHE_PARAM}=${value}`].join('&')}${hash}`;
}

/** One still over its life: the last good frame and how the requests since went. */
export interface StillState {
  /** The last frame that loaded: what is shown. */
  frame: { url: string; loadedAt: number } | null;
  /** Failed requests since the last good frame. */
  failuresInARow: number;
  /** When the last request started (ms); for the first, lazily loaded still, when it settled. 0: not yet. */
  lastAttemptAt: number;
  inFlight: boolean;
}

export type StillEvent =
  | { type: 'request'; at: number }
  | { type: 'load'; url: string; at: number }
  | { type: 'error'; at: number };

export const INITIAL_STILL: StillState = {
  frame: null,
  failuresInARow: 0,
  lastAttemptAt: 0,
  inFlight: false,
};

export function nextStillState(state: StillState, event: StillEvent): StillState {
  switch (event.type) {
    case 'request':
      return { ...state, inFlight: true, lastAttemptAt: event.at };
    case 'load':
      return {
        frame: { url: event.url, loadedAt: event.at },
        failuresInARow: 0,
        lastAttemptAt: state.lastAttemptAt || event.at,
        inFlight: false,
      };
    case 'error':
      return {
        ...state,
        failuresInARow: state.failuresInARow + 1,
        lastAttemptAt: state.lastAttemptAt || event.at,
        inFlight: false,
      };
  }
}

/**
 * What the visitor sees: `loading` until the first request settles, `unavailable` when no frame
 * ever loaded, `live` with a good frame (one failed refresh keeps it so), `outdated` when the last
 * good frame is kept after two or more failures in a row.
 */
export type StillView = 'loading' | 'unavailable' | 'live' | 'outdated';

export function stillView(state: StillState): StillView {
  if (state.frame === null) return state.lastAttemptAt === 0 ? 'loading' : 'unavailable';
  return state.failuresInARow >= STILL_OUTDATED_AFTER_FAILURES ? 'outdated' : 'live';
}

export interface RefreshConditions {
  tabVisible: boolean;
  /** In the viewport (cards) or open (dialogs). */
  onScreen: boolean;
  /** The visitor paused live updates. */
  paused: boolean;
  /** The browser asks to save data: refresh only when the visitor asks. */
  saveData: boolean;
  inFlight: boolean;
  /** As in StillState; 0 while the first load has not settled. */
  lastAttemptAt: number;
  now: number;
  cadenceMs?: number;
}

/**
 * `now`: request a new still; `later`: due in `inMs`, if nothing else changes; `wait`: not until a
 * condition changes (tab shown, card scrolled into view, updates resumed, a request settles).
 */
export type RefreshDecision = { kind: 'now' } | { kind: 'later'; inMs: number } | { kind: 'wait' };

export function refreshDecision(conditions: RefreshConditions): RefreshDecision {
  const { tabVisible, onScreen, paused, saveData, inFlight, lastAttemptAt, now } = conditions;
  if (!tabVisible || !onScreen || paused || saveData || inFlight || lastAttemptAt === 0) {
    return { kind: 'wait' };
  }
  const dueAt = lastAttemptAt + (conditions.cadenceMs ?? STILL_REFRESH_MS);
  return now >= dueAt ? { kind: 'now' } : { kind: 'later', inMs: dueAt - now };
}

/**
 * A sliding-window budget of requests: `take` grants one when fewer than `requests` were counted
 * in the last `windowMs`; `note` counts one that was made anyway (a first load, a visitor's ask).
 * Time is passed in; nothing here reads a clock.
 */
export interface RequestBudget {
  take(now: number): boolean;
  note(now: number): void;
  /** How long until `take` can grant one (0: now). */
  waitMs(now: number): number;
}

export function createRequestBudget({
  requests,
  windowMs,
}: {
  requests: number;
  windowMs: number;
} = STILL_BUDGET): RequestBudget {
  // Request times, oldest first; never longer than needed to answer for the current window.
  const times: number[] = [];
  const forget = (now: number) => {
    while (times.length > 0 && (times[0] ?? 0) <= now - windowMs) times.shift();
  };
  const note = (now: number) => {
    forget(now);
    const at = times.findIndex((time) => time > now);
    if (at === -1) times.push(now);
    else times.splice(at, 0, now);
    if (times.length > requests) times.splice(0, times.length - requests);
  };
  return {
    take(now) {
      forget(now);
      if (times.length >= requests) return false;
      note(now);
      return true;
    },
    note,
    waitMs(now) {
      forget(now);
      if (times.length < requests) return 0;
      const oldest = times[times.length - requests] ?? now;
      return Math.max(0, oldest + windowMs - now);
    },
  };
}
