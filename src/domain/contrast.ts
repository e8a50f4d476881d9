import { MIN_TEXT_CONTRAST } from './constants';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#7c3aed" or "#fff" → channels 0–255; null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const channel = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two hex colours, 1 to 21; 1 when either does not parse. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHexColour(a);
  const cb = parseHexColour(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
/** Tailwind slate-900. */
export const DARK_TEXT = '#0f172a';
const BLACK = '#000000';

/**
 * The first candidate that reaches `minRatio` on `background`; when none does, the one with the
 * highest contrast. Black is the last resort: one of white or black always reaches 4.5:1.
 */
export function readableColour(
  background: string,
  candidates: readonly string[],
  minRatio = MIN_TEXT_CONTRAST,
): string {
  const all = [...candidates, LIGHT_TEXT, BLACK];
  const passing = all.find((colour) => contrastRatio(colour, background) >= minRatio);
  if (passing) return passing;
  return all.reduce((best, colour) =>
    contrastRatio(colour, background) > contrastRatio(best, background) ? colour : best,
  );
}

/** Text drawn on a brand-coloured fill: white when it reads, else dark slate (or black). */
export function textOnBrand(brand: string): string {
  return readableColour(brand, [LIGHT_TEXT, DARK_TEXT]);
}

/** Brand-coloured text on a light surface: the brand when it reads, else dark slate. */
export function brandTextOn(brand: string, surface = LIGHT_TEXT): string {
  return readableColour(surface, parseHexColour(brand) ? [brand, DARK_TEXT] : [DARK_TEXT]);
}
