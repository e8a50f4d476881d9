import { describe, expect, test } from 'vitest';
import {
  canAddFavourite,
  MAX_FAVOURITE_CAMERAS,
  parseFavouriteCameras,
  serializeFavouriteCameras,
  toggleFavourite,
} from '@/domain/favourite-cameras';

const many = (count: number) => Array.from({ length: count }, (_, index) => `C${index}`);

describe('reading what storage holds', () => {
  test('a stored list reads back in its order', () => {
    expect(parseFavouriteCameras('["C725","C721","C9"]')).toEqual(['C725', 'C721', 'C9']);
  });
  test.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['an object', '{"ids":["C1"]}'],
    ['a string', '"C1"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('%s reads as no favourites', (_, stored) => {
    expect(parseFavouriteCameras(stored)).toEqual([]);
  });
  test('items that are not ids are skipped, the rest kept in order', () => {
    expect(
      parseFavouriteCameras(
        JSON.stringify(['C1', null, {}, [], true, '', '   ', 'x'.repeat(101), 'C2', Number.NaN]),
      ),
    ).toEqual(['C1', 'C2']);
  });
  test('ids are trimmed and numbers read as the feed reads them', () => {
    expect(parseFavouriteCameras('[" C1 ", 721, 1.5]')).toEqual(['C1', '721', '1.5']);
  });
  test('repeats keep their first place', () => {
    expect(parseFavouriteCameras('["C2","C1","C2"," C1"]')).toEqual(['C2', 'C1']);
  });
  test(`a huge list keeps its first ${MAX_FAVOURITE_CAMERAS} distinct ids`, () => {
    const stored = JSON.stringify(['C0', 'C0', ...many(300)]);
    const ids = parseFavouriteCameras(stored);
    expect(ids).toHaveLength(MAX_FAVOURITE_CAMERAS);
    expect(ids).toEqual(many(MAX_FAVOURITE_CAMERAS));
  });
  test('a value far larger than any list we write is not even parsed', () => {
    expect(parseFavouriteCameras(JSON.stringify(many(5_000)))).toEqual([]);
  });
  test('what is written reads back the same', () => {
    const ids = ['C1', '7', 'C 3'];
    expect(parseFavouriteCameras(serializeFavouriteCameras(ids))).toEqual(ids);
  });
});

describe('toggling a camera', () => {
  test('adds at the end, keeping the order of the others', () => {
    expect(toggleFavourite(['C2', 'C1'], 'C3')).toEqual(['C2', 'C1', 'C3']);
  });
  test('removes one that is there, keeping the order of the others', () => {
    expect(toggleFavourite(['C2', 'C1', 'C3'], 'C1')).toEqual(['C2', 'C3']);
  });
  test('a full list takes no more, and is returned unchanged', () => {
    const full = many(MAX_FAVOURITE_CAMERAS);
    expect(canAddFavourite(full)).toBe(false);
    expect(toggleFavourite(full, 'new')).toBe(full);
    expect(toggleFavourite(full, 'C0')).toHaveLength(MAX_FAVOURITE_CAMERAS - 1);
  });
});
