import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize as gzipSizeIn } from './gzip-size';

const dist = join(process.cwd(), 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
export const gzipSize = (path: string) => gzipSizeIn(dist, path);

export type Screen = 'phone' | 'desktop';

/** The media condition of a link tag, or null when it applies to every screen. */
const mediaOf = (tag: string) => /\bmedia="([^"]+)"/.exec(tag)?.[1] ?? null;
const hrefOf = (tag: string) => /\b(?:href|src)="([^"]+)"/.exec(tag)![1]!.replace(/^\//, '');
/** Whether a media condition holds on this screen (index.html uses only max-/min-width 768). */
const appliesTo = (media: string | null, screen: Screen) =>
  media === null || media.includes('max-width') === (screen === 'phone');

/**
 * Everything index.html makes this screen fetch before its first render: the entry, its static
 * imports, and the preloads whose media query matches the screen.
 */
export function initialAssets(screen: Screen) {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((match) => match[0]);
  const matching = tags.filter((tag) => appliesTo(mediaOf(tag), screen));
  return {
    js: matching
      .filter(
        (tag) =>
          (tag.startsWith('<script') && /\bsrc="[^"]+\.js"/.test(tag)) ||
          /rel="modulepreload"/.test(tag),
      )
      .map(hrefOf),
    css: matching
      .filter((tag) => /rel="stylesheet"/.test(tag) || /rel="preload" as="style"/.test(tag))
      .map(hrefOf),
  };
}

/** gzip KB of a screen's initial JS and CSS. */
export function initialSizes(screen: Screen) {
  const { js, css } = initialAssets(screen);
  const total = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  return { js: total(js), css: total(css), jsFiles: js.length, cssFiles: css.length };
}
