import { expect, test } from 'vitest';
import { placeNear } from '@/features/map/markers/place-near';
import { project } from '@/domain/projection';

test('a point downtown is named after its downtown', () => {
  expect(placeNear(project({ lat: 44.9765, lng: -93.2695 }))).toEqual({
    downtownOf: 'Minneapolis',
  });
  expect(placeNear(project({ lat: 44.948, lng: -93.092 }))).toEqual({ downtownOf: 'Saint Paul' });
});

test('elsewhere, the labelled city nearest the point', () => {
  expect(placeNear(project({ lat: 44.834, lng: -93.31 }))).toBe('Bloomington');
  expect(placeNear(project({ lat: 45.1, lng: -93.35 }))).toBe('Brooklyn Park');
});
