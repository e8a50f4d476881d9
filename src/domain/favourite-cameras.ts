/**
 * The visitor's own cameras ("My Cameras"): an ordered list of camera ids, kept on the device as
 * JSON. Whatever storage holds is read defensively: it may be junk from an old version, another
 * script, or a hand edit.
 */

/** Versioned, so a later format can live beside this one. */
export const FAVOURITE_CAMERAS_KEY = 'tcl:favourite-cameras:v1';
/** More than anyone scans; keeps a bad value from growing the page's work without bound. */
export const MAX_FAVOURITE_CAMERAS = 50;
/** Camera ids are short ("C721"); a longer string is not one of ours. */
const MAX_ID_LENGTH = 100;
/** Far above 50 ids of 100 characters: a longer value is junk and is not even parsed (characters). */
const MAX_STORED_LENGTH = 16_384;

/** A camera id as the feed gives it, or null. Numbers are read as the feed's parser reads them. */
function cleanId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id && id.length <= MAX_ID_LENGTH ? id : null;
}

/** The ids in `stored`, in order, without repeats, at most 50; [] for anything unreadable. */
export function parseFavouriteCameras(stored: string | null): string[] {
  if (stored === null || stored.length > MAX_STORED_LENGTH) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const item of value) {
    const id = cleanId(item);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_FAVOURITE_CAMERAS) break;
  }
  return ids;
}

export function serializeFavouriteCameras(ids: readonly string[]): string {
  return JSON.stringify(ids);
}

export function canAddFavourite(ids: readonly string[]): boolean {
  return ids.length < MAX_FAVOURITE_CAMERAS;
}

/**
 * Removes `id` when it is there, else adds it at the end (the order is the visitor's). A full list
 * stays as it is: dropping an old favourite to make room would lose one the visitor chose.
 */
export function toggleFavourite(ids: readonly string[], id: string): readonly string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return canAddFavourite(ids) ? [...ids, id] : ids;
}
