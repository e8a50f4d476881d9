// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FAVOURITE_CAMERAS_KEY } from '@/domain/favourite-cameras';
import { createFavouriteCamerasStore } from '@/entities/camera/favourite-cameras';

afterEach(() => localStorage.clear());

/** A storage whose writes fail as a full one's do. */
function fullStorage(initial: string | null = null): Storage {
  const fake = {
    getItem: () => initial,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
  return fake as unknown as Storage;
}

const disabled = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

/** What another tab's write looks like here. */
function otherTabWrites(value: string | null, key: string | null = FAVOURITE_CAMERAS_KEY) {
  if (key !== null && value !== null) localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
  );
}

describe('favourites in localStorage', () => {
  test('reads what storage holds, once', () => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, '["C2","C1"]');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const store = createFavouriteCamerasStore();
    expect(store.getSnapshot()).toEqual({ ids: ['C2', 'C1'], persistent: true });
    store.getSnapshot();
    expect(read).toHaveBeenCalledTimes(1);
  });
  test('a toggle is written at once, in the order of adding', () => {
    const store = createFavouriteCamerasStore();
    store.toggle('C9');
    store.toggle('C1');
    store.toggle('C5');
    store.toggle('C1');
    expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('["C9","C5"]');
    // A reload reads the same list back.
    expect(createFavouriteCamerasStore().getSnapshot().ids).toEqual(['C9', 'C5']);
  });
  test('the snapshot is the same object until something changes', () => {
    const store = createFavouriteCamerasStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.toggle('C1');
    expect(store.getSnapshot()).not.toBe(first);
  });
  test('listeners hear each change', () => {
    const store = createFavouriteCamerasStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.toggle('C1');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.toggle('C2');
    expect(listener).toHaveBeenCalledTimes(1);
  });
  test('junk in storage reads as none, stays persistent, and is replaced on the first toggle', () => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, '{"not":"a list"');
    const store = createFavouriteCamerasStore();
    expect(store.getSnapshot()).toEqual({ ids: [], persistent: true });
    store.toggle('C1');
    expect(localStorage.getItem(FAVOURITE_CAMERAS_KEY)).toBe('["C1"]');
  });
});

describe('storage that does not keep them', () => {
  test('full storage: the star works for the page, and is marked not kept', () => {
    const store = createFavouriteCamerasStore({ storage: () => fullStorage('["C1"]') });
    expect(store.getSnapshot()).toEqual({ ids: ['C1'], persistent: true });
    expect(store.toggle('C2')).toEqual({ ids: ['C1', 'C2'], persistent: false });
    expect(store.toggle('C1')).toEqual({ ids: ['C2'], persistent: false });
  });
  test('disabled storage (SecurityError on access): not kept from the start, the star still works', () => {
    const store = createFavouriteCamerasStore({ storage: disabled });
    expect(store.getSnapshot()).toEqual({ ids: [], persistent: false });
    expect(store.toggle('C2').ids).toEqual(['C2']);
  });
  test('storage whose reads throw reads as none, not kept', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const store = createFavouriteCamerasStore({ storage: () => throwing });
    expect(store.getSnapshot()).toEqual({ ids: [], persistent: false });
  });
  test('no storage at all (null) works for the page', () => {
    const store = createFavouriteCamerasStore({ storage: () => null, events: null });
    expect(store.toggle('C1')).toEqual({ ids: ['C1'], persistent: false });
  });
  test('the notice is claimed once, and only when they are not kept', () => {
    const kept = createFavouriteCamerasStore();
    kept.toggle('C1');
    expect(kept.claimNotKeptNotice()).toBe(false);
    const lost = createFavouriteCamerasStore({ storage: () => fullStorage() });
    expect(lost.claimNotKeptNotice()).toBe(false);
    lost.toggle('C1');
    expect(lost.claimNotKeptNotice()).toBe(true);
    lost.toggle('C2');
    expect(lost.claimNotKeptNotice()).toBe(false);
  });
});

describe('other tabs', () => {
  test("another tab's change arrives through the storage event", () => {
    const store = createFavouriteCamerasStore();
    const listener = vi.fn();
    store.subscribe(listener);
    otherTabWrites('["C7","C3"]');
    expect(store.getSnapshot().ids).toEqual(['C7', 'C3']);
    expect(listener).toHaveBeenCalledTimes(1);
  });
  test('junk from another tab reads as none', () => {
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, '["C1"]');
    const store = createFavouriteCamerasStore();
    store.subscribe(() => undefined);
    otherTabWrites('[[[');
    expect(store.getSnapshot().ids).toEqual([]);
  });
  test('another key changing is ignored; clearing all of storage empties the list', () => {
    const store = createFavouriteCamerasStore();
    store.subscribe(() => undefined);
    store.toggle('C1');
    otherTabWrites('["C9"]', 'tcl:suggestion-dismissed');
    expect(store.getSnapshot().ids).toEqual(['C1']);
    otherTabWrites(null, null);
    expect(store.getSnapshot().ids).toEqual([]);
  });
  test('the same list from another tab does not notify', () => {
    const store = createFavouriteCamerasStore();
    store.toggle('C1');
    const listener = vi.fn();
    store.subscribe(listener);
    otherTabWrites('["C1"]');
    expect(listener).not.toHaveBeenCalled();
  });
  test('changes made while nobody listened are read on the next subscription', () => {
    const store = createFavouriteCamerasStore();
    const stop = store.subscribe(() => undefined);
    stop();
    localStorage.setItem(FAVOURITE_CAMERAS_KEY, '["C4"]');
    store.subscribe(() => undefined);
    expect(store.getSnapshot().ids).toEqual(['C4']);
  });
  test('stops listening to the window when the last listener leaves', () => {
    const store = createFavouriteCamerasStore();
    const stop = store.subscribe(() => undefined);
    stop();
    otherTabWrites('["C5"]');
    expect(store.getSnapshot().ids).toEqual([]);
  });
});
