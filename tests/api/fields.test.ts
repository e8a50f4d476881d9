import { describe, expect, test } from 'vitest';
import { finiteNumber, latLng, text, textList, timeOf } from '@/api/fields';

describe('fields', () => {
  test('finiteNumber', () => {
    expect(finiteNumber('  ')).toBeNull();
    expect(finiteNumber('1e3')).toBe(1000);
    expect(finiteNumber(Infinity)).toBeNull();
    expect(finiteNumber(true)).toBeNull();
  });
  test('text trims, caps and takes numbers', () => {
    expect(text('  a  ')).toBe('a');
    expect(text(5)).toBe('5');
    expect(text({}, 'x')).toBe('x');
    expect(text('y'.repeat(3000))).toHaveLength(2000);
  });
  test('latLng needs both, finite and in range', () => {
    expect(latLng('44.9', -93)).toEqual({ lat: 44.9, lng: -93 });
    expect(latLng(91, 0)).toBeNull();
    expect(latLng(44, undefined)).toBeNull();
  });
  test('textList and timeOf', () => {
    expect(textList(['a', 'a', '', 3])).toEqual(['a', '3']);
    expect(textList('a')).toEqual([]);
    expect(timeOf('2026-01-12T14:55:02Z')).toBe(Date.UTC(2026, 0, 12, 14, 55, 2));
    expect(timeOf('soon')).toBe(0);
    expect(timeOf(5)).toBe(0);
  });
});
