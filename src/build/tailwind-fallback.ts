/**
 * Build-time only (used by vite.config.ts, never bundled): drops Tailwind's fallback for engines
 * without `@property`, the block `@layer properties { @supports (…) { *, ::before, ::after,
 * ::backdrop { --tw-…: initial; … } } }`. Its `@supports` test picks Safari before 16.4 and
 * Firefox before 128, below the build's `cssTarget`, where Tailwind 4's CSS does not work anyway;
 * every engine the site supports registers the same values with `@property`. It was 0.4 KB gzip
 * of the one stylesheet every first screen waits for.
 */
import type { Plugin } from 'vite';

const FALLBACK_START = /@layer\s+properties\s*\{\s*@supports\b/g;
const STYLESHEET = /\.css(?:$|\?)/;

/** Where the block that opens with the `{` at `open` closes, or -1 when it never does. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

/** The stylesheet without Tailwind's `@property` fallback; anything else is left as it is. */
export function withoutPropertiesFallback(css: string): string {
  let result = '';
  let from = 0;
  for (const match of css.matchAll(FALLBACK_START)) {
    if (match.index < from) continue;
    const end = closingBrace(css, css.indexOf('{', match.index));
    if (end === -1) break;
    result += css.slice(from, match.index);
    from = end + 1;
  }
  return result + css.slice(from);
}

export function tailwindFallback(): Plugin {
  return {
    name: 'twin-cities-tailwind-fallback',
    apply: 'build',
    transform(code, id) {
      if (!STYLESHEET.test(id) || !code.includes('@layer properties')) return null;
      const trimmed = withoutPropertiesFallback(code);
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
