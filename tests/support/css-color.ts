/**
 * CSS colours as browsers report them in computed styles (hex, rgb()/rgba(), lab()/lch(),
 * Tailwind 4's oklch()/oklab(), `color(srgb …)`, `transparent`), layered backgrounds and their WCAG
 * contrast.
 */

/** Channels 0–255 (sRGB, may be fractional), alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** "50%" → 0.5 of `scale`; "0.5" → 0.5; "none" → 0. NaN when it does not parse. */
function component(token: string | undefined, percentScale: number): number {
  if (token === undefined) return Number.NaN;
  if (token === 'none') return 0;
  if (token.endsWith('%')) return (Number.parseFloat(token) / 100) * percentScale;
  return Number(token);
}

function alphaOf(token: string | undefined): number {
  if (token === undefined) return 1;
  const value = component(token, 1);
  return Number.isFinite(value) ? clamp(value, 0, 1) : Number.NaN;
}

/** The arguments of `name(…)`: ["r", "g", "b"] and an optional alpha after "/" or a 4th comma. */
function splitArguments(body: string): { values: string[]; alpha: string | undefined } {
  const [main = '', slashAlpha] = body.split('/').map((part) => part.trim());
  const values = main.split(/[\s,]+/).filter(Boolean);
  if (slashAlpha !== undefined) return { values, alpha: slashAlpha };
  return values.length === 4
    ? { values: values.slice(0, 3), alpha: values[3] }
    : { values, alpha: undefined };
}

function parseHex(hex: string): Rgba | null {
  const digits = hex.slice(1);
  if (!/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(digits)) return null;
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    alpha: full.length === 8 ? channel(3) / 255 : 1,
  };
}

const toGamma = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;

/** OKLab → sRGB 0–255, clipped to the sRGB gamut. */
function fromOklab(l: number, a: number, b: number, alpha: number): Rgba {
  const lp = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mp = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const sp = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * lp - 3.3077115913 * mp + 0.2309699292 * sp,
    -1.2684380046 * lp + 2.6097574011 * mp - 0.3413193965 * sp,
    -0.0041960863 * lp - 0.7034186147 * mp + 1.707614701 * sp,
  ];
  const [r = 0, g = 0, bl = 0] = linear.map((value) => clamp(toGamma(value), 0, 1) * 255);
  return { r, g, b: bl, alpha };
}

const D50_WHITE = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585] as const;

/** CIE Lab (D50, as CSS lab() uses) → sRGB 0–255 via XYZ, Bradford-adapted to D65, clipped. */
function fromLab(l: number, a: number, b: number, alpha: number): Rgba {
  const epsilon = 216 / 24389;
  const kappa = 24389 / 27;
  const fy = (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - b / 200;
  const x = (fx ** 3 > epsilon ? fx ** 3 : (116 * fx - 16) / kappa) * D50_WHITE[0];
  const y = l > kappa * epsilon ? fy ** 3 : l / kappa;
  const z = (fz ** 3 > epsilon ? fz ** 3 : (116 * fz - 16) / kappa) * D50_WHITE[2];
  const x65 = 0.955473421488075 * x - 0.02309845494876471 * y + 0.06325924320057072 * z;
  const y65 = -0.0283697093338637 * x + 1.0099953980813041 * y + 0.021041441191917323 * z;
  const z65 = 0.012314014864481998 * x - 0.020507649298898964 * y + 1.330365926242124 * z;
  const linear = [
    3.2409699419045226 * x65 - 1.537383177570094 * y65 - 0.4986107602930034 * z65,
    -0.9692436362808796 * x65 + 1.8759675015077202 * y65 + 0.04155505740717559 * z65,
    0.05563007969699366 * x65 - 0.20397695888897652 * y65 + 1.0569715142428786 * z65,
  ];
  const [r = 0, g = 0, bl = 0] = linear.map((value) => clamp(toGamma(value), 0, 1) * 255);
  return { r, g, b: bl, alpha };
}

const polar = (chroma: number, hueDeg: number) => {
  const radians = (hueDeg * Math.PI) / 180;
  return [chroma * Math.cos(radians), chroma * Math.sin(radians)] as const;
};

/** Parses a CSS colour; null for anything it does not understand (lab, lch, oklab, oklch, rgb, hex, color(srgb); no named colours but transparent). */
export function parseCssColor(input: string): Rgba | null {
  const value = input.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, alpha: 0 };
  if (value.startsWith('#')) return parseHex(value);
  const match = /^([a-z]+)\((.*)\)$/.exec(value);
  if (!match) return null;
  const [, name = '', body = ''] = match;
  let result: Rgba | null = null;
  if (name === 'rgb' || name === 'rgba') {
    const { values, alpha } = splitArguments(body);
    const [r, g, b] = values.map((token) => component(token, 255));
    if (values.length === 3) result = { r: r!, g: g!, b: b!, alpha: alphaOf(alpha) };
  } else if (name === 'oklch') {
    const { values, alpha } = splitArguments(body);
    const [l, c, h] = [component(values[0], 1), component(values[1], 0.4), component(values[2], 1)];
    const [a, b] = polar(c, h);
    if (values.length === 3) result = fromOklab(l, a, b, alphaOf(alpha));
  } else if (name === 'lab') {
    const { values, alpha } = splitArguments(body);
    const [l, a, b] = [
      component(values[0], 100),
      component(values[1], 125),
      component(values[2], 125),
    ];
    if (values.length === 3) result = fromLab(l, a, b, alphaOf(alpha));
  } else if (name === 'lch') {
    const { values, alpha } = splitArguments(body);
    const [l, c, h] = [
      component(values[0], 100),
      component(values[1], 150),
      component(values[2], 1),
    ];
    const [a, b] = polar(c, h);
    if (values.length === 3) result = fromLab(l, a, b, alphaOf(alpha));
  } else if (name === 'oklab') {
    const { values, alpha } = splitArguments(body);
    const [l, a, b] = [
      component(values[0], 1),
      component(values[1], 0.4),
      component(values[2], 0.4),
    ];
    if (values.length === 3) result = fromOklab(l, a, b, alphaOf(alpha));
  } else if (name === 'color') {
    // Four words before the "/" here: the colour space and three channels.
    const [main = '', alpha] = body.split('/').map((part) => part.trim());
    const values = main.split(/\s+/).filter(Boolean);
    if (values[0] === 'srgb' && values.length === 4) {
      const [r, g, b] = values.slice(1).map((token) => component(token, 1) * 255);
      result = { r: r!, g: g!, b: b!, alpha: alphaOf(alpha) };
    }
  }
  if (!result) return null;
  const channels = [result.r, result.g, result.b, result.alpha];
  if (!channels.every(Number.isFinite)) return null;
  return {
    r: clamp(result.r, 0, 255),
    g: clamp(result.g, 0, 255),
    b: clamp(result.b, 0, 255),
    alpha: result.alpha,
  };
}

/** `top` painted over an opaque `bottom`. */
export function compositeOver(top: Rgba, bottom: Rgba): Rgba {
  const a = top.alpha;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    alpha: 1,
  };
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 to 21. A translucent colour is first painted over the other one. */
export function colorContrast(foreground: Rgba, background: Rgba): number {
  const bottom = background.alpha < 1 ? compositeOver(background, WHITE) : background;
  const top = foreground.alpha < 1 ? compositeOver(foreground, bottom) : foreground;
  const [light, dark] = [luminance(top), luminance(bottom)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The first opaque background among layers listed from the element outwards (translucent layers
 * are blended over the ones behind them; white behind everything, as the page is).
 */
export function effectiveBackground(layers: readonly Rgba[]): Rgba {
  let colour = WHITE;
  for (const layer of [...layers].reverse()) {
    colour = layer.alpha >= 1 ? layer : compositeOver(layer, colour);
  }
  return colour;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#0f172a';

/** White or near-black, whichever reads better on `background` (a CSS colour). */
export function readableTextColor(background: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  const parsed = parseCssColor(background);
  if (!parsed) return LIGHT_TEXT;
  const light = colorContrast(parseHex(LIGHT_TEXT)!, parsed);
  const dark = colorContrast(parseHex(DARK_TEXT)!, parsed);
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}
