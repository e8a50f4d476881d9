/**
 * "My Cameras" on this device: a tiny external store over localStorage, shared by every page of
 * the origin and kept in step with its other tabs. Nothing is sent anywhere. Storage that is
 * disabled, full or holding junk never breaks it: the list then lasts for this page.
 */
import {
  FAVOURITE_CAMERAS_KEY,
  parseFavouriteCameras,
  serializeFavouriteCameras,
  toggleFavourite,
} from '@/domain/favourite-cameras';

export interface FavouriteCamerasSnapshot {
  /** The visitor's cameras, in the order they were added. */
  readonly ids: readonly string[];
  /** False once storage proved unusable: the list then lasts until the page is closed. */
  readonly persistent: boolean;
}

export interface FavouriteCamerasStore {
  getSnapshot(): FavouriteCamerasSnapshot;
  subscribe(listener: () => void): () => void;
  toggle(id: string): FavouriteCamerasSnapshot;
  /** True the first time it is asked while favourites are not kept; false ever after. */
  claimNotKeptNotice(): boolean;
}

type EventTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface FavouriteCamerasStoreOptions {
  /** May throw (a SecurityError where storage is disabled) or answer null. */
  storage?: () => Storage | null;
  /** Where other tabs' `storage` events arrive; null: none. */
  events?: EventTarget | null;
}

function pageStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function createFavouriteCamerasStore({
  storage = pageStorage,
  events = typeof window === 'undefined' ? null : window,
}: FavouriteCamerasStoreOptions = {}): FavouriteCamerasStore {
  let snapshot: FavouriteCamerasSnapshot | null = null;
  let noticeClaimed = false;
  const listeners = new Set<() => void>();

  const openStorage = (): Storage | null => {
    try {
      return storage();
    } catch {
      return null;
    }
  };

  /** What storage holds now; `persistent: false` when it cannot be read. */
  const read = (): FavouriteCamerasSnapshot => {
    const store = openStorage();
    if (!store) return { ids: [], persistent: false };
    try {
      return { ids: parseFavouriteCameras(store.getItem(FAVOURITE_CAMERAS_KEY)), persistent: true };
    } catch {
      return { ids: [], persistent: false };
    }
  };

  const write = (ids: readonly string[]): boolean => {
    const store = openStorage();
    if (!store) return false;
    try {
      store.setItem(FAVOURITE_CAMERAS_KEY, serializeFavouriteCameras(ids));
      return true;
    } catch {
      // QuotaExceededError, or storage that went away.
      return false;
    }
  };

  const current = (): FavouriteCamerasSnapshot => (snapshot ??= read());

  const publish = (next: FavouriteCamerasSnapshot) => {
    const previous = current();
    if (sameIds(previous.ids, next.ids) && previous.persistent === next.persistent) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage.
    if (event.key !== null && event.key !== FAVOURITE_CAMERAS_KEY) return;
    const store = openStorage();
    if (store && event.storageArea && event.storageArea !== store) return;
    const ids = parseFavouriteCameras(event.key === null ? null : event.newValue);
    publish({ ids, persistent: current().persistent });
  };

  return {
    getSnapshot: current,
    subscribe(listener) {
      if (listeners.size === 0) {
        // Another tab may have changed the list while nobody here was listening.
        if (snapshot === null) current();
        else if (snapshot.persistent) publish(read());
        events?.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    toggle(id) {
      const ids = toggleFavourite(current().ids, id);
      if (ids !== current().ids) publish({ ids, persistent: write(ids) });
      return current();
    },
    claimNotKeptNotice() {
      if (noticeClaimed || current().persistent) return false;
      noticeClaimed = true;
      return true;
    },
  };
}

let pageStore: FavouriteCamerasStore | null = null;

/** The page's one store, made on first use (storage is read then, once). */
export function favouriteCameras(): FavouriteCamerasStore {
  return (pageStore ??= createFavouriteCamerasStore());
}
