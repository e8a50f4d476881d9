/**
 * The kept feeds' text stored in pieces. Chromium copies a value of over 64 KB into IndexedDB as a
 * blob, and that copy held the main thread for 10–30 ms at each write of the ~240 KB of kept feeds
 * (issue 44): on a phone, a long task every time a feed refreshed. Each piece is written in a task of
 * its own instead. The key's own entry, written last, names the copy its pieces belong to, so a write
 * cut short (a closed tab) leaves the previous copy whole.
 */

/** The few calls of a key–value store this needs (idb-keyval's, or a Map in tests). */
export interface PieceStore {
  get: (key: string) => Promise<unknown>;
  getMany: (keys: string[]) => Promise<unknown[]>;
  set: (key: string, value: unknown) => Promise<void>;
  delMany: (keys: string[]) => Promise<void>;
  keys: () => Promise<unknown[]>;
}

/** Characters per piece: at most 60 KB even as two-byte text (a story's "–" makes it so). */
export const PIECE_LENGTH = 30_000;

/** The key's own entry: which copy is current, and in how many pieces. */
interface Contents {
  copy: string;
  pieces: number;
}

const pieceKeys = (key: string, { copy, pieces }: Contents) =>
  Array.from({ length: pieces }, (_, index) => `${key}#${copy}.${index}`);

/**
 * getItem / setItem / removeItem of whole strings over `store`, each string kept in pieces of
 * PIECE_LENGTH; `pause` runs before each piece's write (a yield to the browser). A key holding a
 * whole string (an earlier release's) reads as that string.
 */
export function piecewiseStorage(store: PieceStore, pause: () => Promise<void>) {
  /** Every piece of `key`'s copies, but those of `current`. */
  const piecesBut = async (key: string, current: readonly string[] = []) =>
    (await store.keys()).filter(
      (other): other is string =>
        typeof other === 'string' && other.startsWith(`${key}#`) && !current.includes(other),
    );
  return {
    async getItem(key: string): Promise<string | null> {
      const entry = (await store.get(key)) as Contents | string | undefined;
      if (typeof entry === 'string') return entry;
      if (typeof entry?.copy !== 'string' || !(entry.pieces >= 0)) return null;
      const pieces = await store.getMany(pieceKeys(key, entry));
      // A piece gone (storage cleared under us): nothing whole to read.
      return pieces.every((piece) => typeof piece === 'string') ? pieces.join('') : null;
    },

    async setItem(key: string, value: string): Promise<void> {
      const contents = {
        copy: Date.now().toString(36),
        pieces: Math.ceil(value.length / PIECE_LENGTH),
      };
      const keys = pieceKeys(key, contents);
      for (const [index, pieceKey] of keys.entries()) {
        await pause();
        await store.set(pieceKey, value.slice(index * PIECE_LENGTH, (index + 1) * PIECE_LENGTH));
      }
      await store.set(key, contents);
      // Earlier copies' pieces, including any a write cut short left behind.
      await store.delMany(await piecesBut(key, keys));
    },

    async removeItem(key: string): Promise<void> {
      await store.delMany([key, ...(await piecesBut(key))]);
    },
  };
}
