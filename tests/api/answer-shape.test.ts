import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  describe as describeValue,
  expectList,
  expectSnapshot,
  parseItems,
  parseItemsInSlices,
  reportWrongShape,
  WrongShapeError,
} from '@/api/answer-shape';

afterEach(() => vi.restoreAllMocks());

describe('answer shapes', () => {
  test.each([
    [null, 'null'],
    [undefined, 'nothing'],
    [[], 'a list'],
    [{}, 'an object'],
    ['x', 'a string'],
    [1, 'a number'],
  ])('%j is described as %s', (value, words) => {
    expect(describeValue(value)).toBe(words);
  });
  test('expectList says what came instead', () => {
    expect(() => expectList({ a: 1 })).toThrow('expected a list, got an object');
  });
  test('expectSnapshot needs its data list', () => {
    expect(() => expectSnapshot({ alerts: [] })).toThrow('expected a "data" list, got nothing');
    expect(expectSnapshot({ data: [1], source: 'S', timestamp: '2026-01-01T00:00:00Z' })).toEqual({
      list: [1],
      source: 'S',
      readAt: Date.UTC(2026, 0, 1),
    });
  });
  test('a wrong shape is logged once per URL and problem, with both', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new WrongShapeError('expected a list, got an object');
    reportWrongShape('/api/once-only', error);
    reportWrongShape('/api/once-only', error);
    reportWrongShape('/api/once-only', new Error('not a shape problem'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[api] /api/once-only: expected a list, got an object');
  });
});

describe('parseItems', () => {
  const parseNamed = (fields: Record<string, unknown>) =>
    typeof fields.id === 'string' && fields.id ? { id: fields.id } : null;

  test('skips single bad items and duplicates of an id', () => {
    expect(parseItems('test', [{ id: 'a' }, { id: '' }, 'x', { id: 'a' }], parseNamed)).toEqual([
      { id: 'a' },
    ]);
  });
  test('an empty list is an empty result', () => {
    expect(parseItems('test', [], parseNamed)).toEqual([]);
  });
  test('a list none of whose items can be read is a wrong shape, never "nothing"', () => {
    expect(() => parseItems('test', [{ name: 'a' }, null, 3], parseNamed)).toThrow(
      'no item could be read',
    );
  });
  test('in slices too', async () => {
    await expect(
      parseItemsInSlices('test', [{ name: 'a' }, { name: 'b' }], parseNamed, {
        pause: () => Promise.resolve(),
        sliceSize: 1,
      }),
    ).rejects.toThrow(WrongShapeError);
  });
});
