import { afterEach, describe, expect, test } from 'vitest';
import { headingWord, TRANSIT_KIND, vehiclePillWidth } from '@/domain/transit-kind';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog } from '@/i18n/translate';
import { transitStation, vehicle } from '../entities/transit/transit-fixtures';

afterEach(() => applyCatalog('en', en));

describe('headingWord', () => {
  test('says each heading in words', () => {
    expect(['north', 'south', 'east', 'west'].map((h) => headingWord(h as 'north'))).toEqual([
      'northbound',
      'southbound',
      'eastbound',
      'westbound',
    ]);
  });

  test('in the visitor’s language', () => {
    applyCatalog('es', es);
    expect(headingWord('south')).toBe(es['transit.heading.south']);
    expect(headingWord('south')).not.toBe('southbound');
  });
});

describe("a transit point's name", () => {
  const now = Date.now();

  test('a live train: its line, heading in words and where it runs to', () => {
    expect(TRANSIT_KIND.title(vehicle({}, now, 10_000))).toBe(
      'METRO Blue Line southbound to Mall of America',
    );
  });

  test('without a heading or a destination it still reads as words, never "undefined"', () => {
    const title = TRANSIT_KIND.title(vehicle({ heading: null, destination: '' }, now, 10_000));
    expect(title.trim()).toBe('METRO Blue Line');
    expect(title).not.toMatch(/undefined|null/);
  });

  test('a position over 2 minutes old says when it was seen', () => {
    expect(TRANSIT_KIND.title(vehicle({}, now, 3 * 60_000))).toMatch(
      /^METRO Blue Line southbound to Mall of America, last seen 3 min ago$/,
    );
  });

  test('a station is its name', () => {
    expect(TRANSIT_KIND.title(transitStation())).toBe('Target Field Station');
  });
});

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
