import { describe, expect, test } from 'vitest';
import { MAP_PATHS, PLACE_LABELS, placeLabels } from '@/features/mobile/compact-map-geography';
import { project } from '@/domain/projection';

const minneapolis = PLACE_LABELS.find((label) => label.name === 'Minneapolis')!;
const at = project(minneapolis.position);

describe('the schematic backdrop', () => {
  test('every path stays on the surface (0–100 in both directions)', () => {
    expect(MAP_PATHS.length).toBeGreaterThanOrEqual(6);
    for (const { d } of MAP_PATHS) {
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(numbers.length).toBeGreaterThan(4);
      for (const n of numbers) {
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(100);
      }
      expect(d.startsWith('M')).toBe(true);
    }
  });
});

describe('placeLabels', () => {
  test('with no markers every label sits below its point', () => {
    const placed = placeLabels(PLACE_LABELS, []);
    expect(placed.map((label) => label.name)).toEqual(PLACE_LABELS.map((label) => label.name));
    expect(placed.every((label) => label.side === 'below')).toBe(true);
  });

  test('a marker just below a name moves it above', () => {
    const placed = placeLabels([minneapolis], [{ x: at.x, y: at.y + 0.04 }]);
    expect(placed).toEqual([{ ...minneapolis, side: 'above' }]);
  });

  test('markers above and below hide the name', () => {
    expect(
      placeLabels(
        [minneapolis],
        [
          { x: at.x, y: at.y + 0.04 },
          { x: at.x + 0.02, y: at.y - 0.04 },
        ],
      ),
    ).toEqual([]);
  });

  test('markers well to the side do not matter', () => {
    expect(placeLabels([minneapolis], [{ x: at.x + 0.3, y: at.y + 0.04 }])).toEqual([
      { ...minneapolis, side: 'below' },
    ]);
  });
});
