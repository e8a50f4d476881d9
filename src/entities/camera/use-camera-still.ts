import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import {
  INITIAL_STILL,
  nextStillState,
  refreshedStillUrl,
  STILL_TIMEOUT_MS,
  stillView,
  type StillEvent,
  type StillState,
  type StillView,
} from '@/domain/camera-stills';
import {
  pageVisibility,
  preloadStill,
  saveData,
  scheduleStillRefresh,
  watchOnScreen,
  type StillPreload,
  type StillSchedule,
} from '@/entities/camera/still-refresh';
import { useStillBudget } from './use-still-budget';

/**
 * `dialog`: every 30 s while the tab is shown and live updates are on. `card`: the same, only
 * while the still is in the viewport, within the screen's request budget. `none`: loaded once.
 */
export type StillRefreshMode = 'dialog' | 'card' | 'none';

export interface CameraStillState {
  view: StillView;
  /** What the shown image displays: the last good frame, else the feed's URL for the first load. */
  imageUrl: string | null;
  /**
   * False while a card's still has not yet been on screen in a shown tab: no image is requested
   * until then (the browser's own lazy loading starts far outside the viewport).
   */
  seen: boolean;
  /** When the shown frame loaded (ms); 0 before. */
  loadedAt: number;
  /** For the still's box: a card refreshes only while that box is in the viewport. */
  attach: (element: Element | null) => void;
  /** For the shown image: its first load (lazy, by the browser) settles the still's first state. */
  onImageLoad: () => void;
  onImageError: () => void;
  /** Data saving is on: the still refreshes only when the visitor asks ("Refresh image"). */
  manual: boolean;
  refreshNow: () => void;
  refreshing: boolean;
}

interface Entry {
  src: string | null;
  still: StillState;
}

type Action =
  | (StillEvent & { src: string | null })
  /** The shown image settled; it counts only while no frame has loaded yet. */
  | { type: 'shown'; ok: boolean; at: number; src: string };

function reduce(entry: Entry, action: Action): Entry {
  const still = entry.src === action.src ? entry.still : INITIAL_STILL;
  if (action.type === 'shown') {
    if (still.frame !== null || still.inFlight) return entry;
    const event: StillEvent = action.ok
      ? { type: 'load', url: action.src, at: action.at }
      : { type: 'error', at: action.at };
    return { src: action.src, still: nextStillState(still, event) };
  }
  return { src: action.src, still: nextStillState(still, action) };
}

/**
 * Whether `element` has been in the viewport while the tab was shown; once true, stays true.
 * `always`: counts as seen (a dialog's still).
 */
function useFirstSeen(element: Element | null | 'always'): boolean {
  const [seen, setSeen] = useState(false);
  const tabShown = useSyncExternalStore(
    pageVisibility.subscribe,
    pageVisibility.isVisible,
    () => true,
  );
  useEffect(() => {
    if (seen || element === 'always' || element === null || !tabShown) return;
    return watchOnScreen(element, (onScreen) => {
      if (onScreen) setSeen(true);
    });
  }, [seen, element, tabShown]);
  return seen || element === 'always';
}

/**
 * One camera still kept live: the state behind `CameraStill`, for a caller that places the
 * "Refresh image" button itself (a card that is a button cannot hold another one).
 */
export function useCameraStill(src: string | null, refresh: StillRefreshMode): CameraStillState {
  const budget = useStillBudget();
  const [entry, dispatch] = useReducer(reduce, { src, still: INITIAL_STILL });
  const still = entry.src === src ? entry.still : INITIAL_STILL;
  const [element, setElement] = useState<Element | null>(null);
  const latest = useRef(still);
  const schedule = useRef<StillSchedule | null>(null);
  const pending = useRef<StillPreload | null>(null);
  const savingData = useSyncExternalStore(saveData.subscribe, saveData.isOn, () => false);
  const seen = useFirstSeen(refresh === 'card' ? element : 'always');

  const startRefresh = useCallback(() => {
    if (src === null) return;
    const at = Date.now();
    const url = refreshedStillUrl(src, at);
    if (url === null) return;
    pending.current?.cancel();
    const load = preloadStill(url, STILL_TIMEOUT_MS);
    pending.current = load;
    dispatch({ type: 'request', at, src });
    const settle = (event: StillEvent) => {
      if (pending.current !== load) return;
      pending.current = null;
      dispatch({ ...event, src });
    };
    load.done.then(
      () => settle({ type: 'load', url, at: Date.now() }),
      () => settle({ type: 'error', at: Date.now() }),
    );
  }, [src]);

  // A new still URL (or leaving) drops the frame being loaded for the old one.
  useEffect(
    () => () => {
      pending.current?.cancel();
      pending.current = null;
    },
    [src],
  );

  // Every settled request may make the next one due: the schedule reads the state again.
  useEffect(() => {
    latest.current = still;
    schedule.current?.check();
  }, [still]);

  useEffect(() => {
    if (refresh === 'none' || src === null) return;
    const onScreen = refresh === 'dialog' ? 'always' : element;
    if (onScreen === null) return;
    const started = scheduleStillRefresh({
      onScreen,
      budget: refresh === 'card' ? budget : null,
      state: () => latest.current,
      refresh: startRefresh,
    });
    schedule.current = started;
    return () => {
      started.stop();
      schedule.current = null;
    };
  }, [refresh, src, element, budget, startRefresh]);

  const firstLoad = still.frame === null && !still.inFlight;
  const shown = useCallback(
    (ok: boolean) => {
      if (src === null || !firstLoad) return;
      const at = Date.now();
      // The browser's own first load is a request of this screen too.
      if (refresh === 'card') budget.note(at);
      dispatch({ type: 'shown', ok, at, src });
    },
    [src, firstLoad, refresh, budget],
  );

  return {
    view: src === null ? 'unavailable' : stillView(still),
    imageUrl: still.frame?.url ?? src,
    seen,
    loadedAt: still.frame?.loadedAt ?? 0,
    attach: setElement,
    onImageLoad: useCallback(() => shown(true), [shown]),
    onImageError: useCallback(() => shown(false), [shown]),
    manual: savingData && refresh !== 'none' && src !== null,
    refreshNow: useCallback(() => {
      if (latest.current.inFlight) return;
      if (refresh === 'card') budget.note(Date.now());
      startRefresh();
    }, [refresh, budget, startRefresh]),
    refreshing: still.inFlight,
  };
}
