import type { Placed } from './map-items';

/**
 * Each placed item as a new object: a marker, memoised on its item, is drawn again with the age
 * its item has as of this placement (a vehicle faded, a reading no longer current).
 */
export const asNewItems = <T extends object>(placed: readonly Placed<T>[]): Placed<T>[] =>
  placed.map(({ item, point }) => ({ item: { ...item }, point }));
