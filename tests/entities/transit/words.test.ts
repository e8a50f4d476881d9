import { afterEach, describe, expect, test } from 'vitest';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { applyCatalog } from '@/i18n/translate';
import { headingWord, TRANSIT_WORDS } from '@/entities/transit/words';
import { transitStation, vehicle } from './transit-fixtures';

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
    expect(TRANSIT_WORDS.title(vehicle({}, now, 10_000))).toBe(
      'METRO Blue Line southbound to Mall of America',
    );
  });

  test('without a heading or a destination it still reads as words, never "undefined"', () => {
    const title = TRANSIT_WORDS.title(vehicle({ heading: null, destination: '' }, now, 10_000));
    expect(title.trim()).toBe('METRO Blue Line');
    expect(title).not.toMatch(/undefined|null/);
  });

  test('a position over 2 minutes old says when it was seen', () => {
    expect(TRANSIT_WORDS.title(vehicle({}, now, 3 * 60_000))).toMatch(
      /^METRO Blue Line southbound to Mall of America, last seen 3 min ago$/,
    );
  });

  test('a station is its name', () => {
    expect(TRANSIT_WORDS.title(transitStation())).toBe('Target Field Station');
  });
});
