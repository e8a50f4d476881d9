import { useCallback, useSyncExternalStore } from 'react';
import { useToast } from '@/components/ui/toast';
import { canAddFavourite } from '@/domain/favourite-cameras';
import { favouriteCameras, type FavouriteCamerasStore } from '@/entities/camera/favourite-cameras';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/** The toast's title when this device cannot keep the visitor's cameras. */
export const notKeptTitle = (t: Translate) => t('cameras.favourite.notKeptTitle');
/** The toast's words under `notKeptTitle`. */
export const notKeptDescription = (t: Translate) => t('cameras.favourite.notKeptDescription');

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
  const { t } = useT();
  const { ids, persistent } = snapshot;
  const isFavourite = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback(
    (id: string) => {
      store.toggle(id);
      if (store.claimNotKeptNotice()) showToast(notKeptTitle(t), notKeptDescription(t));
    },
    [store, showToast, t],
  );
  return { ids, isFavourite, toggle, persistent, full: !canAddFavourite(ids) };
}
