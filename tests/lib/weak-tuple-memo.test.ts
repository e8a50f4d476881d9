import { describe, expect, test, vi } from 'vitest';
import { weakTupleMemo } from '@/lib/weak-tuple-memo';

describe('weakTupleMemo', () => {
  test('the same objects in the same order give the same value, made once', () => {
    const memo = weakTupleMemo<{ sum: number }>();
    const a = [1];
    const b = [2];
    const make = vi.fn(() => ({ sum: a[0]! + b[0]! }));
    const first = memo([a, b], make);
    expect(memo([a, b], make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('another object or another order makes a new value', () => {
    const memo = weakTupleMemo<object>();
    const a = {};
    const b = {};
    const first = memo([a, b], () => ({}));
    expect(memo([b, a], () => ({}))).not.toBe(first);
    expect(memo([a, {}], () => ({}))).not.toBe(first);
    expect(memo([a], () => ({}))).not.toBe(first);
    expect(memo([a, b], () => ({}))).toBe(first);
  });

  test('a value made as undefined is kept too', () => {
    const memo = weakTupleMemo<undefined>();
    const key = {};
    const make = vi.fn(() => undefined);
    memo([key], make);
    memo([key], make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
