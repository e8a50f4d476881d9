import { describe, expect, test } from 'vitest';
import { summariseSystemStatus } from '@/words/system-status';
import { systemStatus as status } from '../domain/fixtures';

describe('summariseSystemStatus', () => {
  test('all three up: "3/3 systems operational", each "Connected"', () => {
    const summary = summariseSystemStatus(status());
    expect(summary.countLabel).toBe('3/3 systems operational');
    expect(summary.statusLabel).toBe('All systems operational');
    expect(summary.services.map((s) => `${s.name}: ${s.label}`)).toEqual([
      'NWS: Connected',
      'Metro Transit: Connected',
      'MnDOT GIS: Connected',
    ]);
  });

  test("the contract example: the counts are the server's, a service down says so in words", () => {
    const summary = summariseSystemStatus(
      status({
        workingCount: 2,
        status: 'degraded',
        connectivity: { nws: true, metroTransit: false, mndotGIS: true },
      }),
    );
    expect(summary.countLabel).toBe('2/3 systems operational');
    expect(summary.statusLabel).toBe('Some systems degraded');
    expect(summary.services.map((s) => s.label)).toEqual([
      'Connected',
      'Disconnected',
      'Connected',
    ]);
    expect(summary.services.map((s) => s.state)).toEqual(['operational', 'down', 'operational']);
  });

  test('a service the server did not report is "Not reported", never "Disconnected"', () => {
    const summary = summariseSystemStatus(
      status({ connectivity: { nws: true, metroTransit: null, mndotGIS: null } }),
    );
    expect(summary.services.map((s) => `${s.name}: ${s.label}`)).toEqual([
      'NWS: Connected',
      'Metro Transit: Not reported',
      'MnDOT GIS: Not reported',
    ]);
  });

  test.each([
    ['operational', 'All systems operational'],
    ['DEGRADED'.toLowerCase(), 'Some systems degraded'],
    ['down', 'Systems unavailable'],
    ['maintenance', 'Maintenance'],
  ])('overall "%s" reads "%s"', (word, label) => {
    expect(summariseSystemStatus(status({ status: word })).statusLabel).toBe(label);
  });

  test.each([
    [3, 3, 'All systems operational'],
    [1, 3, 'Some systems degraded'],
    [0, 3, 'Systems unavailable'],
    [0, 0, 'No systems reported'],
  ])('without a word, %d of %d reads "%s"', (workingCount, totalCount, label) => {
    expect(
      summariseSystemStatus(status({ status: '', workingCount, totalCount })).statusLabel,
    ).toBe(label);
  });
});
