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
  const now = Date.UTC(2026, 11, 1, 18, 0);
  const METRO = { mode: 'metro' } as const;
  const at = (ageMs: number, id = 't1') => vehicle({ id }, now, ageMs);

  test('what is drawn changes as a vehicle fades, each faded minute, and when it goes', () => {
    const asOf = (ageMs: number) => TRANSIT_KIND.drawnAsOf([at(ageMs)], now);
    expect(asOf(10_000)).toBe(asOf(110_000));
    expect(asOf(110_000)).not.toBe(asOf(130_000));
    expect(asOf(130_000)).toBe(asOf(170_000));
    expect(asOf(170_000)).not.toBe(asOf(190_000));
    expect(asOf(4 * 60_000 + 59_000)).not.toBe(asOf(5 * 60_000 + 1_000));
    expect(asOf(6 * 60_000)).toBe(asOf(60 * 60_000));
  });

  test('two vehicles changing at once still change it; stations never do', () => {
    const both = (first: number, second: number) =>
      TRANSIT_KIND.drawnAsOf([at(first, 'a'), at(second, 'b'), transitStation()], now);
    expect(both(10_000, 130_000)).not.toBe(both(130_000, 10_000 + 5 * 60_000 + 1));
    expect(TRANSIT_KIND.drawnAsOf([transitStation()], now)).toBe('');
  });

  test('placed, a vehicle is a new object each time, and one over 5 minutes old is gone', () => {
    // Placed at the time it runs.
    const fresh = vehicle({}, Date.now(), 10_000);
    const [placed] = TRANSIT_KIND.place([fresh], METRO);
    expect(placed?.item).toEqual(fresh);
    expect(placed?.item).not.toBe(fresh);
    expect(TRANSIT_KIND.place([vehicle({}, Date.now(), 5 * 60_000 + 1_000)], METRO)).toEqual([]);
    const station = transitStation();
    expect(TRANSIT_KIND.place([station], METRO)[0]?.item).toBe(station);
  });
});
