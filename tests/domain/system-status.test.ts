import { describe, expect, test } from 'vitest';
import { connectionState, summariseSystemStatus } from '@/domain/system-status';
import type { ServiceStatus, SystemStatus } from '@/domain/types';

const service = (id: string, name: string, state: ServiceStatus['state']): ServiceStatus => ({
  id,
  name,
  state,
});

const status = (services: ServiceStatus[], overall: SystemStatus['overall'] = 'operational') => ({
  overall,
  services,
  checkedAt: '',
});

const allThree = [
  service('nws', 'NWS', 'operational'),
  service('metro-transit', 'Metro Transit', 'operational'),
  service('mndot-gis', 'MnDOT GIS', 'operational'),
];

describe('summariseSystemStatus', () => {
  test('all three up: "3/3 systems operational", each "Connected"', () => {
    const summary = summariseSystemStatus(status(allThree));
    expect(summary.countLabel).toBe('3/3 systems operational');
    expect(summary.statusLabel).toBe('All systems operational');
    expect(summary.services.map((s) => `${s.name}: ${s.label}`)).toEqual([
      'NWS: Connected',
      'Metro Transit: Connected',
      'MnDOT GIS: Connected',
    ]);
  });

  test('degraded and down services are not working and say so in words', () => {
    const summary = summariseSystemStatus(
      status(
        [
          service('nws', 'NWS', 'degraded'),
          service('metro-transit', 'Metro Transit', 'down'),
          service('mndot-gis', 'MnDOT GIS', 'operational'),
        ],
        'degraded',
      ),
    );
    expect(summary.working).toBe(1);
    expect(summary.countLabel).toBe('1/3 systems operational');
    expect(summary.statusLabel).toBe('Some systems degraded');
    expect(summary.services.map((s) => s.label)).toEqual(['Degraded', 'Disconnected', 'Connected']);
  });

  test('an expected system the feed left out is listed as "Not reported" and counts in the total', () => {
    const summary = summariseSystemStatus(status([service('nws', 'NWS', 'operational')]));
    expect(summary.countLabel).toBe('1/3 systems operational');
    expect(summary.services.map((s) => `${s.name}: ${s.label}`)).toEqual([
      'NWS: Connected',
      'Metro Transit: Not reported',
      'MnDOT GIS: Not reported',
    ]);
  });

  test('services are recognised by id or by name, ignoring case', () => {
    const summary = summariseSystemStatus(
      status([
        service('weather', 'National Weather Service', 'operational'),
        service('mt', 'metro transit', 'operational'),
        service('MNDOT', 'Cameras', 'operational'),
      ]),
    );
    expect(summary.total).toBe(3);
    expect(summary.working).toBe(3);
  });

  test('extra services are kept and counted', () => {
    const summary = summariseSystemStatus(status([...allThree, service('news', 'News', 'down')]));
    expect(summary.countLabel).toBe('3/4 systems operational');
    expect(summary.services.at(-1)).toMatchObject({ name: 'News', label: 'Disconnected' });
  });

  test('an empty feed: nothing reported, 0 of the 3 expected', () => {
    const summary = summariseSystemStatus(status([], 'operational'));
    expect(summary.countLabel).toBe('0/3 systems operational');
    expect(summary.statusLabel).toBe('No systems reported');
    expect(summary.services.every((s) => s.label === 'Not reported')).toBe(true);
  });

  test('overall down reads "Systems unavailable"', () => {
    expect(summariseSystemStatus(status(allThree, 'down')).statusLabel).toBe('Systems unavailable');
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
