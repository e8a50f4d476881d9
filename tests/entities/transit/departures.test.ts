import { describe, expect, test } from 'vitest';
import { departurePaths } from '@/entities/transit/departures';
import { transitStation } from './transit-fixtures';

describe('departurePaths', () => {
  test('each line both ways by place code where the directions are not recorded', () => {
    expect(departurePaths(transitStation())).toEqual(['/901/0/TF1', '/901/1/TF1']);
  });

  test('only the directions that call there where they are recorded (a rapid bus platform)', () => {
    const station = transitStation({
      calls: [
        { routeId: '921', shortName: 'A', colour: '#c8102e', placeCode: 'UNSN', directions: [1] },
        { routeId: '902', shortName: 'Green', colour: '#00843d', placeCode: 'SNUN' },
      ],
    });
    expect(departurePaths(station)).toEqual(['/921/1/UNSN', '/902/0/SNUN', '/902/1/SNUN']);
  });

  test('by stop id when no line is recorded, and every part of a path encoded', () => {
    expect(departurePaths(transitStation({ calls: [], stopIds: [56334, 17874] }))).toEqual([
      '/56334',
      '/17874',
    ]);
    const odd = transitStation({
      calls: [{ routeId: '9/1', shortName: 'X', colour: '#000000', placeCode: 'A B' }],
    });
    expect(departurePaths(odd)).toEqual(['/9%2F1/0/A%20B', '/9%2F1/1/A%20B']);
  });
});
