import { describe, expect, test } from 'vitest';
import { TRANSIT_FACTS as TRANSIT_KIND, vehiclePillWidth } from '@/entities/transit/facts';
import { transitStation, vehicle } from './transit-fixtures';

describe("a transit marker's box, what the clustering keeps apart", () => {
  const now = Date.now();

  test.each([
    ['A', 35.3],
    ['Blue', 56],
    ['Green', 66.6],
    ['Orange', 75.5],
  ])('a %s pill is never narrower than the built site draws it (%s px)', (shortName, drawn) => {
    const width = vehiclePillWidth(shortName);
    expect(width).toBeGreaterThanOrEqual(drawn);
    // …and not so much wider that it clusters neighbours it does not touch.
    expect(width - drawn).toBeLessThan(6);
  });

  test('each vehicle is as wide as its own name; a station keeps its small ring', () => {
    const blue = vehicle({ shortName: 'Blue' }, now, 10_000);
    const orange = vehicle({ shortName: 'Orange' }, now, 10_000);
    expect(TRANSIT_KIND.itemBox(blue, 'light')).toEqual([vehiclePillWidth('Blue'), 24]);
    expect(TRANSIT_KIND.itemBox(orange, 'light')[0]).toBeGreaterThan(
      TRANSIT_KIND.itemBox(blue, 'light')[0],
    );
    expect(TRANSIT_KIND.itemBox(transitStation(), 'light')).toEqual([24, 24]);
  });

  test("on the phone's map (dark) every box has its extra room", () => {
    const blue = vehicle({ shortName: 'Blue' }, now, 10_000);
    expect(TRANSIT_KIND.itemBox(blue, 'dark')).toEqual([vehiclePillWidth('Blue') + 4, 28]);
    expect(TRANSIT_KIND.itemBox(transitStation(), 'dark')).toEqual([28, 28]);
  });

  test('a name counts its characters, not its UTF-16 units', () => {
    expect(vehiclePillWidth('')).toBe(29);
    expect(vehiclePillWidth('🚆')).toBe(vehiclePillWidth('A'));
  });
});

describe('a vehicle drawn by its age, with no new answer', () => {
  const METRO = { mode: 'metro' } as const;

  test('placed, a vehicle over 5 minutes old is gone; one younger is drawn', () => {
    // Placed at the time it runs.
    const fresh = vehicle({}, Date.now(), 10_000);
    expect(TRANSIT_KIND.place([fresh], METRO).map(({ item }) => item)).toEqual([fresh]);
    expect(TRANSIT_KIND.place([vehicle({}, Date.now(), 5 * 60_000 + 1_000)], METRO)).toEqual([]);
  });
});
