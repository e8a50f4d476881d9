import { describe, expect, test } from 'vitest';
import {
  brandTextOn,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  parseHexColour,
  readableColour,
  relativeLuminance,
  textOnBrand,
} from '@/domain/contrast';
import domains from '@/mocks/fixtures/domains.json';

describe('parseHexColour', () => {
  test.each([
    ['#7c3aed', { r: 124, g: 58, b: 237 }],
    ['#FFF', { r: 255, g: 255, b: 255 }],
    ['000000', { r: 0, g: 0, b: 0 }],
    [' #0f172a ', { r: 15, g: 23, b: 42 }],
  ])('%j', (input, rgb) => expect(parseHexColour(input)).toEqual(rgb));
  test.each([[''], ['#12'], ['#12345g'], ['red'], ['#1234567'], ['rgb(0,0,0)']])(
    'rejects %j',
    (input) => expect(parseHexColour(input)).toBeNull(),
  );
});

describe('WCAG contrast', () => {
  test('luminance of black and white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });
  test('black on white is 21:1, either order; a colour on itself is 1:1', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7c3aed', '#7c3aed')).toBe(1);
  });
  test('known pairs (WebAIM values)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
  test('an unreadable colour counts as 1:1', () => {
    expect(contrastRatio('nope', '#fff')).toBe(1);
  });
});

describe('readable text for the brand colour', () => {
  test('white on a dark brand, dark on a light brand', () => {
    expect(textOnBrand('#7c3aed')).toBe(LIGHT_TEXT);
    expect(textOnBrand('#facc15')).toBe(DARK_TEXT);
    expect(textOnBrand('#ffffff')).toBe(DARK_TEXT);
  });
  test('a mid grey where slate-900 falls short takes black', () => {
    // #7c7c7c: white 4.2:1, slate-900 4.3:1, black 5.0:1.
    expect(textOnBrand('#7c7c7c')).toBe('#000000');
    expect(contrastRatio('#000000', '#7c7c7c')).toBeGreaterThanOrEqual(4.5);
  });
  test('brand text on white stays the brand when it reads, else dark slate', () => {
    expect(brandTextOn('#7c3aed')).toBe('#7c3aed');
    expect(brandTextOn('#facc15')).toBe(DARK_TEXT);
    expect(brandTextOn('not a colour')).toBe(DARK_TEXT);
  });
  test('readableColour picks the first candidate that reaches the ratio', () => {
    expect(readableColour('#ffffff', ['#eeeeee', '#333333'])).toBe('#333333');
  });
  test.each(domains.map((d) => [d.domain, d.brandColor]))(
    '%s: badge text and brand text reach 4.5:1',
    (_name, brand) => {
      expect(contrastRatio(textOnBrand(brand), brand)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(brandTextOn(brand), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
