/**
 * Build-time only (used by vite.config.ts, never bundled): in the production build, every catalog
 * key ("map.kind.camera.count") becomes a short id ("7f") wherever it is written as a string
 * literal, in the catalogs and at each `t(...)` call alike. The keys are for people and the
 * compiler; shipped twice (catalog and call site) they cost ~2 KB gzip of the first screen.
 * Keys are only ever written as whole literals (the catalogs' types reject a built key), so an
 * exact-literal replacement is complete.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const KEY_LINE = /^\s*'([A-Za-z]+\.[A-Za-z0-9.]+)':/gm;

/** The keys of the English sections in `dir`, sorted, each with its short id. */
export function shortKeyIds(sources: readonly string[]): Map<string, string> {
  const keys = new Set<string>();
  for (const source of sources) for (const match of source.matchAll(KEY_LINE)) keys.add(match[1]!);
  return new Map([...keys].sort().map((key, index) => [key, index.toString(36)]));
}

/** `code` with each quoted key literal ('…', "…" or `…`) replaced by its id. */
export function shortenKeys(code: string, ids: ReadonlyMap<string, string>): string {
  return code.replace(
    /(['"`])([A-Za-z]+\.[A-Za-z0-9.]+)\1/g,
    (literal, quote: string, key: string) => {
      const id = ids.get(key);
      return id === undefined ? literal : `${quote}${id}${quote}`;
    },
  );
}

export function shortMessageKeys(englishDir: string): Plugin {
  const sources = readdirSync(englishDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join(englishDir, file), 'utf8'));
  const ids = shortKeyIds(sources);
  return {
    name: 'twin-cities-short-message-keys',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      const shortened = shortenKeys(code, ids);
      return shortened === code ? null : { code: shortened, map: null };
    },
  };
}
