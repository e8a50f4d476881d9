import { onlineManager } from '@tanstack/react-query';

let returnedAt: number | null = null;

/** When the browser's connection last came back (ms since the epoch), or null if it has not. */
export function lastReturnAt(): number | null {
  return returnedAt;
}

/**
 * Makes TanStack Query's idea of the connection the browser's, from the start. Its onlineManager
 * starts as online and changes only on an event, so a page that loaded offline took the `online`
 * event of the return for no change, and nothing was refetched on reconnect.
 */
export function followBrowserOnline(target: Window = window): () => void {
  onlineManager.setEventListener((setOnline) => {
    const onOnline = () => {
      returnedAt = Date.now();
      setOnline(true);
    };
    const onOffline = () => setOnline(false);
    target.addEventListener('online', onOnline);
    target.addEventListener('offline', onOffline);
    setOnline(target.navigator.onLine);
    return () => {
      target.removeEventListener('online', onOnline);
      target.removeEventListener('offline', onOffline);
    };
  });
  return () => onlineManager.setEventListener(() => undefined);
}
