import { describe, expect, test } from 'vitest';
import { project } from '@/domain/projection';
import {
  ellipsePoints,
  frameEllipse,
  gridPath,
  linePath,
  rotatedGridPath,
  toFrame,
  VIEWBOX_SIZE,
} from '@/components/map/geography/paths';
import { DOWNTOWNS } from '@/components/map/geography/places';

describe('the SVG frame is the markers’ frame', () => {
  test.each([
    [45.2, -93.8],
    [44.7, -92.8],
    [44.9778, -93.265],
  ])('(%d, %d) lands at 1000 × project()', (lat, lng) => {
    const [x, y] = toFrame([lat, lng]);
    const point = project({ lat, lng });
    expect(x).toBeCloseTo(point.x * VIEWBOX_SIZE, 0);
    expect(y).toBeCloseTo(point.y * VIEWBOX_SIZE, 0);
  });
  test('the box corners sit at the 7.5 % margin', () => {
    expect(toFrame([45.2, -93.8])).toEqual([75, 75]);
    expect(toFrame([44.7, -92.8])).toEqual([925, 925]);
  });
  test('linePath writes moves and lines, and closes rings', () => {
    expect(
      linePath([
        [45.2, -93.8],
        [44.7, -92.8],
      ]),
    ).toBe('M75 75L925 925');
    expect(linePath([[45.2, -93.8]], true)).toBe('M75 75Z');
    expect(linePath([])).toBe('');
  });
  test('an ellipse in the frame spans what its outline spans', () => {
    const lake = { name: 'x', centre: [44.9475, -93.3115], radii: [0.009, 0.007] } as const;
    const { cx, cy, rx, ry } = frameEllipse(lake);
    const outline = ellipsePoints(lake, 96).map(toFrame);
    const xs = outline.map(([x]) => x);
    const ys = outline.map(([, y]) => y);
    expect(cx - rx).toBeCloseTo(Math.min(...xs), 0);
    expect(cx + rx).toBeCloseTo(Math.max(...xs), 0);
    expect(cy - ry).toBeCloseTo(Math.min(...ys), 0);
    expect(cy + ry).toBeCloseTo(Math.max(...ys), 0);
    expect(rx).toBeGreaterThan(0);
    expect(ry).toBeGreaterThan(0);
  });

  test('ellipses go round their centre', () => {
    const points = ellipsePoints({ name: 'x', centre: [45, -93], radii: [0.01, 0.02] }, 4);
    expect(points[0]![0]).toBeCloseTo(45, 10);
    expect(points[0]![1]).toBeCloseTo(-92.98, 10);
    expect(points[1]![0]).toBeCloseTo(45.01, 10);
  });
  test('grids have one line per step each way', () => {
    const path = gridPath({ minLat: 44.9, maxLat: 45, minLng: -93.3, maxLng: -93.2 }, 0.05, 0.05);
    expect(path.match(/M/g)).toHaveLength(6);
  });
  test('rotated grids cover the outline with two families of lines', () => {
    const path = rotatedGridPath(DOWNTOWNS[0]!.outline, DOWNTOWNS[0]!.spacing, 45);
    expect(path.match(/M/g)!.length).toBeGreaterThan(10);
    expect(path).not.toContain('NaN');
  });
});
