import { useSyncExternalStore } from 'react';
import { liveUpdates } from '@/api/live-updates';

/** Whether the visitor paused live updates, and the switch. */
export function useLiveUpdates(): { paused: boolean; setPaused: (paused: boolean) => void } {
  const paused = useSyncExternalStore(
    liveUpdates.subscribe,
    liveUpdates.isPaused,
    liveUpdates.isPaused,
  );
  return { paused, setPaused: liveUpdates.setPaused };
}
