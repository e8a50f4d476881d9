/**
 * Remembers that the visitor dismissed the local-site suggestion, across reloads. Storage can be
 * missing or throw (private mode, quota, blocked cookies): then it lasts for this page view only.
 */
export const SUGGESTION_DISMISSED_KEY = 'tcl:suggestion-dismissed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDismissed(): boolean {
  try {
    return storage()?.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** True when the dismissal was stored, false when it could not be. */
export function writeDismissed(): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(SUGGESTION_DISMISSED_KEY, '1');
    return true;
  } catch {
    return false;
  }
}
