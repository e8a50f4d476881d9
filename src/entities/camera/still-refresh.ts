/**
 * The browser side of live camera stills: when the page can see a still (tab shown, card in the
 * viewport, live updates on, no data saving), loading the next frame off-screen, and the timer
 * that asks for it on the camera feed's cadence. The rules themselves are in domain/camera-stills.
 */
import { liveUpdates } from '@/api/live-updates';
import { preloadImage, type ImagePreload } from '@/lib/preload-image';
import {
  refreshDecision,
  STILL_REFRESH_MS,
  type RequestBudget,
  type StillState,
} from '@/domain/camera-stills';

type Listener = () => void;

/** Whether the tab is shown. */
export const pageVisibility = {
  isVisible: (): boolean =>
    typeof document === 'undefined' || document.visibilityState !== 'hidden',
  subscribe(listener: Listener): () => void {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: Listener) => void;
  removeEventListener?: (type: 'change', listener: Listener) => void;
}

function connection(): NetworkInformationLike | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The visitor's "save data" wish (`navigator.connection.saveData`); off where unknown. */
export const saveData = {
  isOn: (): boolean => connection()?.saveData === true,
  subscribe(listener: Listener): () => void {
    const network = connection();
    network?.addEventListener?.('change', listener);
    return () => network?.removeEventListener?.('change', listener);
  },
};

/**
 * Tells `onChange` whether `element` is in the viewport, now and on every change. Without
 * IntersectionObserver it counts as on screen (the still refreshes as in a dialog).
 */
export function watchOnScreen(element: Element, onChange: (onScreen: boolean) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    const last = entries[entries.length - 1];
    if (last) onChange(last.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}

export type StillPreload = ImagePreload;

/** Loads a frame in an image that is never shown, decoded before it resolves. */
export const preloadStill = preloadImage;

export interface StillScheduleOptions {
  /** A card's element (refresh only while it is in the viewport), or 'always' for a dialog. */
  onScreen: Element | 'always';
  /** The screen's request budget (cards); null: none (a dialog's single still). */
  budget: RequestBudget | null;
  /** The still's state now. */
  state: () => Pick<StillState, 'inFlight' | 'lastAttemptAt'>;
  /** Starts a request for a new frame. */
  refresh: () => void;
  cadenceMs?: number;
}

export interface StillSchedule {
  /** Reads the conditions again: call when the still's state changed (a request settled). */
  check: () => void;
  stop: () => void;
}

/** Waits at least this long between two refused turns at the budget (ms). */
const BUDGET_RETRY_MIN_MS = 250;

/**
 * Asks for a new frame whenever one is due and the page can see the still. One timer at most,
 * and none while nothing but a change of condition (tab, viewport, pause, data saving) could
 * make a refresh due: those changes are listened to instead.
 */
export function scheduleStillRefresh({
  onScreen: target,
  budget,
  state,
  refresh,
  cadenceMs = STILL_REFRESH_MS,
}: StillScheduleOptions): StillSchedule {
  let onScreen = target === 'always';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const now = Date.now();
    const { inFlight, lastAttemptAt } = state();
    const decision = refreshDecision({
      tabVisible: pageVisibility.isVisible(),
      onScreen,
      paused: liveUpdates.isPaused(),
      saveData: saveData.isOn(),
      inFlight,
      lastAttemptAt,
      now,
      cadenceMs,
    });
    if (decision.kind === 'wait') return;
    if (decision.kind === 'later') {
      timer = setTimeout(check, decision.inMs);
      return;
    }
    if (budget && !budget.take(now)) {
      timer = setTimeout(check, Math.max(budget.waitMs(now), BUDGET_RETRY_MIN_MS));
      return;
    }
    refresh();
  };

  const unsubscribe = [
    pageVisibility.subscribe(check),
    liveUpdates.subscribe(check),
    saveData.subscribe(check),
    target === 'always'
      ? () => undefined
      : watchOnScreen(target, (visible) => {
          onScreen = visible;
          check();
        }),
  ];
  check();

  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe.forEach((stop) => stop());
    },
  };
}
