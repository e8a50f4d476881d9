import { describe, expect, test } from 'vitest';
import { transitDrawnAsOf } from '@/entities/transit/drawn-as-of';
import { transitStation, vehicle } from './transit-fixtures';

describe('what time changes in how the vehicles are drawn', () => {
  const now = Date.UTC(2026, 11, 1, 18, 0);
  const at = (ageMs: number, id = 't1') => vehicle({ id }, now, ageMs);

  test('what is drawn changes as a vehicle fades, each faded minute, and when it goes', () => {
    const asOf = (ageMs: number) => transitDrawnAsOf([at(ageMs)], now);
    expect(asOf(10_000)).toBe(asOf(110_000));
    expect(asOf(110_000)).not.toBe(asOf(130_000));
    expect(asOf(130_000)).toBe(asOf(170_000));
    expect(asOf(170_000)).not.toBe(asOf(190_000));
    expect(asOf(4 * 60_000 + 59_000)).not.toBe(asOf(5 * 60_000 + 1_000));
    expect(asOf(6 * 60_000)).toBe(asOf(60 * 60_000));
  });

  test('two vehicles changing at once still change it; stations never do', () => {
    const both = (first: number, second: number) =>
      transitDrawnAsOf([at(first, 'a'), at(second, 'b'), transitStation()], now);
    expect(both(10_000, 130_000)).not.toBe(both(130_000, 10_000 + 5 * 60_000 + 1));
    expect(transitDrawnAsOf([transitStation()], now)).toBe('');
  });
});
