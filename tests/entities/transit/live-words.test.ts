import { describe, expect, test } from 'vitest';
import { liveWords } from '@/entities/transit/live-words';
import { transitStation, vehicle } from './transit-fixtures';

describe('the live-data row: its figure counts vehicles and stations, its line says each', () => {
  const { detail } = liveWords;

  test('both sorts, and one sort alone', () => {
    const points = [vehicle(), vehicle({ id: 'v2' }), transitStation()];
    expect(detail(points, 'ready', 0)).toBe('2 transit vehicles, 1 transit station');
    expect(detail([transitStation()], 'ready', 0)).toBe('1 transit station');
  });

  test('nothing drawn: no vehicles; a failure with none drawn says so', () => {
    expect(detail([], 'ready', 0)).toBe('0 transit vehicles');
    expect(detail([transitStation()], 'error', 0)).toBe(
      'Transit positions temporarily unavailable',
    );
  });
});
