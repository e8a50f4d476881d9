import { useState } from 'react';
import { useLiveUpdates } from '@/hooks/use-live-updates';

export interface Announceable {
  id: string;
  /** Changes exactly when what the notice says changes (a new phase). */
  key: string;
  /** What to say then. */
  message: string;
}

interface Announcer {
  /** The items' ids and keys last seen; null before the first answer. */
  seen: string | null;
  /** Each declaration's last key; null before the first answer. */
  known: ReadonlyMap<string, string> | null;
  message: string;
}

/**
 * What the polite live region says: a declaration that appears, or a phase that begins, while the
 * page is open. Those in force when the page opened are on screen, not news; nothing is announced
 * while live updates are paused (WCAG 2.2.2).
 */
export function useSnowAnnouncer(items: readonly Announceable[] | undefined): string {
  const { paused } = useLiveUpdates();
  const signature = items ? items.map((item) => `${item.id}=${item.key}`).join('\n') : '';
  const [state, setState] = useState<Announcer>({ seen: null, known: null, message: '' });
  if (items && signature !== state.seen) {
    const known = new Map(items.map((item) => [item.id, item.key]));
    const fresh = state.known
      ? items.filter((item) => state.known!.get(item.id) !== item.key && item.message)
      : [];
    const message =
      fresh.length && !paused ? fresh.map((item) => item.message).join(' ') : state.message;
    setState({ seen: signature, known, message });
  }
  return state.message;
}
