import { describe, expect, test } from 'vitest';
import { PIECE_LENGTH, piecewiseStorage, type PieceStore } from '@/app/kept-feeds-pieces';

const KEY = 'kept-feeds';

/** A Map standing in for IndexedDB, recording each write in order; write number `failOnWrite` throws. */
function memoryStore(failOnWrite = Infinity) {
  const items = new Map<string, unknown>();
  const writes: string[] = [];
  let attempts = 0;
  const store: PieceStore = {
    get: async (key) => items.get(key),
    getMany: async (keys) => keys.map((key) => items.get(key)),
    set: async (key, value) => {
      attempts += 1;
      if (attempts === failOnWrite) throw new Error('the tab closed');
      writes.push(key);
      items.set(key, value);
    },
    delMany: async (keys) => keys.forEach((key) => items.delete(key)),
    keys: async () => [...items.keys()],
  };
  return { store, items, writes };
}

/** Long text with two-byte characters, as the kept news makes it. */
const text = (length: number) => 'Snow emergency – plows out; '.repeat(length).slice(0, length);

describe('piecewiseStorage', () => {
  test('a long text comes back whole, written in pieces of at most PIECE_LENGTH, each after a pause', async () => {
    const { store, items, writes } = memoryStore();
    let pauses = 0;
    const storage = piecewiseStorage(store, async () => void (pauses += 1));
    const value = text(PIECE_LENGTH * 8 + 123);
    await storage.setItem(KEY, value);
    expect(await storage.getItem(KEY)).toBe(value);
    const pieces = [...items.entries()].filter(([key]) => key !== KEY);
    expect(pieces).toHaveLength(9);
    for (const [, piece] of pieces)
      expect((piece as string).length).toBeLessThanOrEqual(PIECE_LENGTH);
    expect(pauses).toBe(9);
    // The key's own entry is written last: before it, the previous copy is the one read.
    expect(writes.at(-1)).toBe(KEY);
  });

  test('a short text and an empty one come back as they were', async () => {
    const storage = piecewiseStorage(memoryStore().store, async () => undefined);
    await storage.setItem(KEY, '{"a":1}');
    expect(await storage.getItem(KEY)).toBe('{"a":1}');
    await storage.setItem(KEY, '');
    expect(await storage.getItem(KEY)).toBe('');
  });

  test('a new copy replaces the old one, and the old pieces are deleted', async () => {
    const { store, items } = memoryStore();
    const storage = piecewiseStorage(store, async () => undefined);
    await storage.setItem(KEY, text(PIECE_LENGTH * 3));
    await storage.setItem(KEY, text(PIECE_LENGTH + 5).toUpperCase());
    expect(await storage.getItem(KEY)).toBe(text(PIECE_LENGTH + 5).toUpperCase());
    expect(items.size).toBe(1 + 2);
  });

  test('a write cut short leaves the previous copy readable, and the next write clears its pieces', async () => {
    const first = memoryStore(6);
    const storage = piecewiseStorage(first.store, async () => undefined);
    await storage.setItem(KEY, text(PIECE_LENGTH * 2));
    // Writes 1–3 were that copy; the next copy fails at its third piece.
    await expect(storage.setItem(KEY, text(PIECE_LENGTH * 4).toUpperCase())).rejects.toThrow();
    expect(await storage.getItem(KEY)).toBe(text(PIECE_LENGTH * 2));
    expect(first.items.size).toBe(1 + 2 + 2);
    await storage.setItem(KEY, 'next');
    expect([...first.items.keys()]).toHaveLength(1 + 1);
    expect(await storage.getItem(KEY)).toBe('next');
  });

  test('a whole string kept by an earlier release reads as it is', async () => {
    const { store, items } = memoryStore();
    items.set(KEY, '{"buster":"old"}');
    expect(await piecewiseStorage(store, async () => undefined).getItem(KEY)).toBe(
      '{"buster":"old"}',
    );
  });

  test('nothing kept, a missing piece or an entry of another shape reads as nothing', async () => {
    const { store, items } = memoryStore();
    const storage = piecewiseStorage(store, async () => undefined);
    expect(await storage.getItem(KEY)).toBeNull();
    await storage.setItem(KEY, text(PIECE_LENGTH * 2));
    const [, firstPiece] = [...items.keys()];
    items.delete(firstPiece!);
    expect(await storage.getItem(KEY)).toBeNull();
    for (const entry of [{ copy: 'x', pieces: -1 }, { copy: 3, pieces: 1 }, 42, null])
      items.set(KEY, entry);
    expect(await storage.getItem(KEY)).toBeNull();
  });

  test('removeItem deletes the entry and every piece, and leaves other keys alone', async () => {
    const { store, items } = memoryStore();
    const storage = piecewiseStorage(store, async () => undefined);
    items.set('other', 'kept');
    await storage.setItem(KEY, text(PIECE_LENGTH * 2));
    await storage.removeItem(KEY);
    expect([...items.keys()]).toEqual(['other']);
    expect(await storage.getItem(KEY)).toBeNull();
  });
});
