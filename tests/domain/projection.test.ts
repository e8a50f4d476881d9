import { describe, expect, test } from 'vitest';
import { project, toPercent, unproject } from '@/domain/projection';

describe('project (inner 85 %, 7.5 % margin, north up)', () => {
  test('the north-west corner lands at the margin', () => {
    expect(project({ lat: 45.2, lng: -93.8 })).toEqual({ x: 0.075, y: 0.075 });
  });
  test('the south-east corner lands at 92.5 %', () => {
    const point = project({ lat: 44.7, lng: -92.8 });
    expect(point.x).toBeCloseTo(0.925, 10);
    expect(point.y).toBeCloseTo(0.925, 10);
  });
  test('the box centre is the surface centre', () => {
    const point = project({ lat: 44.95, lng: -93.3 });
    expect(point.x).toBeCloseTo(0.5, 10);
    expect(point.y).toBeCloseTo(0.5, 10);
  });
  test('matches the contract formula for downtown Minneapolis', () => {
    const { x, y } = project({ lat: 44.9778, lng: -93.265 });
    expect(x).toBeCloseTo(0.075 + (0.85 * (-93.265 + 93.8)) / 1.0, 10);
    expect(y).toBeCloseTo(0.075 + (0.85 * (45.2 - 44.9778)) / 0.5, 10);
  });
  test('unproject inverts project', () => {
    const point = { lat: 45.0625, lng: -93.35083 };
    const back = unproject(project(point));
    expect(back.lat).toBeCloseTo(point.lat, 10);
    expect(back.lng).toBeCloseTo(point.lng, 10);
  });
  test('toPercent gives CSS percentages', () => {
    expect(toPercent({ x: 0.5, y: 0.075 })).toEqual({ left: '50.000%', top: '7.500%' });
  });
});
