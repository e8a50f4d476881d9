import { describe, expect, test } from 'vitest';
import { distanceKm } from '@/domain/geo';
import { MISSISSIPPI } from '@/components/map/geography/water';

describe('real geography', () => {
  test.each([
    ['St. Anthony Falls', 44.9815, -93.256],
    ['Fort Snelling confluence', 44.888, -93.172],
    ['downtown Saint Paul', 44.9425, -93.092],
    ['Hastings', 44.745, -92.852],
  ])('the Mississippi passes %s', (_name, lat, lng) => {
    const closest = Math.min(
      ...MISSISSIPPI.line.map(([pLat, pLng]) => distanceKm({ lat, lng }, { lat: pLat, lng: pLng })),
    );
    expect(closest).toBeLessThan(0.5);
  });
});
