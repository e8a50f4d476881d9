import { useEffect, useMemo, useState } from 'react';
import { afterFirstContentfulPaint } from '@/lib/after-first-paint';

const NONE: readonly string[] = [];

/**
 * The visitor's cameras as a set, for the star on their map markers; stable between changes. The
 * store is loaded after the first paint: the map draws first, and its stars a moment later.
 */
export function useMarkedCameraIds(): ReadonlySet<string> {
  const [ids, setIds] = useState(NONE);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void afterFirstContentfulPaint()
      .then(() => import('@/entities/camera/favourite-cameras'))
      .then(({ favouriteCameras }) => {
        if (!live) return;
        const store = favouriteCameras();
        const read = () => setIds(store.getSnapshot().ids);
        unsubscribe = store.subscribe(read);
        read();
      })
      // Without the store the map has no stars; the cards and dialogs still show them.
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return useMemo(() => new Set(ids), [ids]);
}
