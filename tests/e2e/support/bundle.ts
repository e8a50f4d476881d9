import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
export const gzipSize = (path: string) =>
  gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
const assets = (pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ''));

/** Everything index.html makes the browser fetch before first render: the entry and its static imports. */
export function initialAssets() {
  return {
    js: [
      ...assets(/<script[^>]+src="([^"]+\.js)"/g),
      ...assets(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ],
    css: assets(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g),
  };
}
