import { describe, expect, test } from 'vitest';
import { connectionState, overallStatus, serviceStates } from '@/domain/system-status';
import { systemStatus as status } from './fixtures';

describe('overallStatus and serviceStates: facts', () => {
  test.each([
    ['operational', 3, 3, 'operational'],
    ['ok', 3, 3, 'operational'],
    ['partial', 2, 3, 'degraded'],
    ['outage', 0, 3, 'down'],
    ['', 3, 3, 'operational'],
    ['', 1, 3, 'degraded'],
    ['', 0, 3, 'down'],
    ['', 0, 0, 'none-reported'],
  ] as const)('"%s" with %d of %d: %s', (word, workingCount, totalCount, expected) => {
    expect(overallStatus(status({ status: word, workingCount, totalCount }))).toBe(expected);
  });
  test("a word we do not know is kept as the server's own", () => {
    expect(overallStatus(status({ status: 'maintenance' }))).toEqual({ own: 'maintenance' });
  });
  test('each service in order, unreported ones unknown', () => {
    expect(
      serviceStates(status({ connectivity: { nws: true, metroTransit: false, mndotGIS: null } })),
    ).toEqual([
      { id: 'nws', name: 'NWS', state: 'operational' },
      { id: 'metroTransit', name: 'Metro Transit', state: 'down' },
      { id: 'mndotGIS', name: 'MnDOT GIS', state: 'unknown' },
    ]);
  });
});

describe('connectionState', () => {
  test.each([
    [true, false, 'live'],
    [false, false, 'offline'],
    [true, true, 'offline'],
    [false, true, 'offline'],
  ] as const)('online %s, last check failed %s → %s', (online, lastCheckFailed, expected) => {
    expect(connectionState({ online, lastCheckFailed })).toBe(expected);
  });
});
