import { useCallback, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toast';
import { canAddFavourite } from '@/domain/favourite-cameras';
import { favouriteCameras, type FavouriteCamerasStore } from '@/entities/camera/favourite-cameras';

export const NOT_KEPT_TITLE = "Your cameras can't be saved on this device";
export const NOT_KEPT_DESCRIPTION = "They'll be kept until you close this page.";

export interface FavouriteCameras {
  /** In the order the visitor added them. */
  ids: readonly string[];
  isFavourite: (id: string) => boolean;
  toggle: (id: string) => void;
  /** False when this device does not keep them (storage disabled or full). */
  persistent: boolean;
  /** No room for another (the list holds its maximum). */
  full: boolean;
}

/**
 * The visitor's cameras. The first toggle that cannot be saved says so once, in a toast: the
 * visitor just acted, and the star still works for this page.
 */
export function useFavouriteCameras(
  store: FavouriteCamerasStore = favouriteCameras(),
): FavouriteCameras {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const showToast = useToast();
  const { ids, persistent } = snapshot;
  const isFavourite = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback(
    (id: string) => {
      store.toggle(id);
      if (store.claimNotKeptNotice()) showToast(NOT_KEPT_TITLE, NOT_KEPT_DESCRIPTION);
    },
    [store, showToast],
  );
  return { ids, isFavourite, toggle, persistent, full: !canAddFavourite(ids) };
}
