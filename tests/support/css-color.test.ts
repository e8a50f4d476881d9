import { describe, expect, test } from 'vitest';
import {
  compositeOver,
  colorContrast,
  effectiveBackground,
  parseCssColor,
  readableTextColor,
  luminance,
  type Rgba,
} from './css-color';

const rgb = (r: number, g: number, b: number, alpha = 1): Rgba => ({ r, g, b, alpha });

function expectClose(actual: Rgba | null, expected: Rgba, tolerance = 1.5) {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual!.r - expected.r)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(actual!.g - expected.g)).toBeLessThanOrEqual(tolerance);
  expect(Math.abs(actual!.b - expected.b)).toBeLessThanOrEqual(tolerance);
  expect(actual!.alpha).toBeCloseTo(expected.alpha, 3);
}

describe('parseCssColor', () => {
  test.each([
    ['#fff', rgb(255, 255, 255)],
    ['#0F172A', rgb(15, 23, 42)],
    ['#00000080', rgb(0, 0, 0, 128 / 255)],
    ['#f008', rgb(255, 0, 0, 136 / 255)],
    ['rgb(22, 101, 52)', rgb(22, 101, 52)],
    ['rgba(22, 101, 52, 0.5)', rgb(22, 101, 52, 0.5)],
    ['rgb(22 101 52 / 50%)', rgb(22, 101, 52, 0.5)],
    ['rgb(100% 0% 0%)', rgb(255, 0, 0)],
    ['transparent', rgb(0, 0, 0, 0)],
    ['color(srgb 1 0.5 0)', rgb(255, 127.5, 0)],
    ['oklch(1 0 0)', rgb(255, 255, 255)],
    ['oklch(0% 0 0)', rgb(0, 0, 0)],
    // Tailwind 4 green-800 and red-800 (reference sRGB hex #016630 and #9f0712)
    ['oklch(44.8% 0.119 151.328)', rgb(1, 102, 48)],
    ['oklch(44.4% 0.177 26.899)', rgb(159, 7, 18)],
    ['oklab(0.448 -0.1045 0.0571)', rgb(1, 102, 48)],
    // Chromium reports Tailwind's colours as CIE lab() (D50)
    ['lab(100 0 0)', rgb(255, 255, 255)],
    ['lab(0 0 0)', rgb(0, 0, 0)],
    ['lab(37.4616 -36.7971 22.9692)', rgb(1, 102, 48)],
    ['lch(37.4616 43.378 148.03)', rgb(1, 102, 48)],
  ])('%s', (input, expected) => expectClose(parseCssColor(input), expected, 2.5));

  test.each([
    ['red'],
    [''],
    ['rgb(1, 2)'],
    ['#12345'],
    ['oklch(a b c)'],
    ['hsl(0 0% 0%)'],
    ['rgb(1,2,3'],
  ])('%j is not understood', (input) => expect(parseCssColor(input)).toBeNull());

  test('out-of-gamut and out-of-range values are clipped', () => {
    expectClose(parseCssColor('rgb(300, -5, 20)'), rgb(255, 0, 20));
    const vivid = parseCssColor('oklch(0.9 0.4 140)');
    expect(vivid!.g).toBeLessThanOrEqual(255);
    expect(vivid!.r).toBeGreaterThanOrEqual(0);
  });
});

describe('colorContrast (WCAG 2)', () => {
  test('black on white is 21 and a colour on itself is 1', () => {
    expect(colorContrast(rgb(0, 0, 0), rgb(255, 255, 255))).toBeCloseTo(21, 5);
    expect(colorContrast(rgb(40, 90, 200), rgb(40, 90, 200))).toBeCloseTo(1, 5);
  });
  test('order does not matter', () => {
    const a = rgb(21, 128, 61);
    const b = rgb(240, 253, 244);
    expect(colorContrast(a, b)).toBeCloseTo(colorContrast(b, a), 10);
  });
  test('known pairs: #767676 on white just passes 4.5, #777 just fails', () => {
    expect(colorContrast(parseCssColor('#767676')!, rgb(255, 255, 255))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(colorContrast(parseCssColor('#777777')!, rgb(255, 255, 255))).toBeLessThan(4.5);
  });
  test('a translucent foreground is blended over the background first', () => {
    const halfBlack = rgb(0, 0, 0, 0.5);
    const ratio = colorContrast(halfBlack, rgb(255, 255, 255));
    expect(ratio).toBeCloseTo(colorContrast(rgb(127.5, 127.5, 127.5), rgb(255, 255, 255)), 5);
  });
  test('relative luminance runs from 0 to 1', () => {
    expect(luminance(rgb(0, 0, 0))).toBe(0);
    expect(luminance(rgb(255, 255, 255))).toBeCloseTo(1, 10);
  });
});

describe('effectiveBackground', () => {
  test('the first opaque layer from the element outwards wins', () => {
    const layers = [rgb(0, 0, 0, 0), rgb(15, 23, 42), rgb(255, 255, 255)];
    expect(effectiveBackground(layers)).toEqual(rgb(15, 23, 42));
  });
  test('translucent layers are blended over what is behind them', () => {
    const layers = [rgb(255, 255, 255, 0.1), rgb(0, 0, 0)];
    expectClose(effectiveBackground(layers), rgb(25.5, 25.5, 25.5));
  });
  test('nothing opaque means the white page', () => {
    expect(effectiveBackground([rgb(0, 0, 0, 0)])).toEqual(rgb(255, 255, 255));
    expect(effectiveBackground([])).toEqual(rgb(255, 255, 255));
  });
  test('compositeOver with alpha 1 keeps the top colour', () => {
    expect(compositeOver(rgb(1, 2, 3), rgb(200, 200, 200))).toEqual(rgb(1, 2, 3));
  });
});

describe('readableTextColor', () => {
  test.each([
    ['#7c3aed', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
    ['#334155', '#ffffff'],
    ['#fde047', '#0f172a'],
    ['#a3e635', '#0f172a'],
    ['#ffffff', '#0f172a'],
  ])('on %s use %s', (background, text) => expect(readableTextColor(background)).toBe(text));
  test('an unreadable colour falls back to white text', () => {
    expect(readableTextColor('not a colour')).toBe('#ffffff');
  });
});
