import type { TransitStation, TransitVehicle } from '@/domain/types';

/** A Blue Line train in Minneapolis, read `ageMs` before `now`. */
export const vehicle = (
  overrides: Partial<TransitVehicle> = {},
  now = Date.now(),
  ageMs = 10_000,
): TransitVehicle => ({
  type: 'vehicle',
  id: '901:t1',
  routeId: '901',
  line: 'METRO Blue Line',
  shortName: 'Blue',
  colour: '#0053a0',
  heading: 'south',
  destination: 'Mall of America',
  bearing: 180,
  position: { lat: 44.9484, lng: -93.2388 },
  locatedAt: now - ageMs,
  ...overrides,
});

/** Target Field Station, answered by place codes on the Blue Line. */
export const transitStation = (overrides: Partial<TransitStation> = {}): TransitStation => ({
  type: 'station',
  id: 'tf',
  name: 'Target Field Station',
  position: { lat: 44.983442, lng: -93.278615 },
  calls: [{ routeId: '901', shortName: 'Blue', colour: '#0053a0', placeCode: 'TF1' }],
  stopIds: [56334],
  ...overrides,
});
