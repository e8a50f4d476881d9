/**
 * Build-time only (used by vite.config.ts, never bundled): puts `public/favicon.svg` into
 * index.html as a data URI, so the browser's icon request does not queue in front of the first
 * paint on a slow link. The file stays the one source of the icon (and is still served for
 * bookmarks and crawlers that ask for it).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ICON_LINK = /(<link\s+rel="icon"\s+href=")\/favicon\.svg(")/;

/** An SVG as a compact `data:` URI: single quotes, and only the characters a URL needs escaped. */
export function svgDataUri(svg: string): string {
  const compact = svg
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>]/g, (c) => encodeURIComponent(c))}`;
}

/** index.html with its `/favicon.svg` icon link pointing at the icon's data URI instead. */
export function inlineFaviconLink(html: string, svg: string): string {
  return html.replace(
    ICON_LINK,
    (_link, before: string, after: string) => `${before}${svgDataUri(svg)}${after}`,
  );
}

export function inlineFavicon(faviconPath: string): Plugin {
  return {
    name: 'twin-cities-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      return inlineFaviconLink(html, readFileSync(faviconPath, 'utf8'));
    },
  };
}
