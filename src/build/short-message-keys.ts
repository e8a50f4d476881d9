/**
 * Build-time only (used by vite.config.ts, never bundled): in the production build, every catalog
 * key ("map.kind.camera.count") becomes a short id ("7f") wherever it is written as a string
 * literal, in the catalogs and at each `t(...)` call alike. The keys are for people and the
 * compiler; shipped twice (catalog and call site) they cost ~2 KB gzip of the first screen.
 * Keys must be written as whole literals: a key built at a call site (`transit.heading.${…}`) is
 * not replaced and finds no message, and the catalogs' types do not catch it (a template literal
 * type can name real keys). So the build stops at one (`builtKeys`).
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

/**
 * The start of each key built from a template literal in `code` (`transit.heading.` for
 * `` `transit.heading.${heading}` ``) when some catalog key starts with it.
 */
export function builtKeys(code: string, keys: readonly string[]): string[] {
  return [...code.matchAll(/`([A-Za-z]+\.[A-Za-z0-9.]*)\$\{/g)]
    .map((match) => match[1]!)
    .filter((start) => keys.some((key) => key.startsWith(start)));
}

export function shortMessageKeys(englishDir: string): Plugin {
  const sources = readdirSync(englishDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join(englishDir, file), 'utf8'));
  const ids = shortKeyIds(sources);
  const keys = [...ids.keys()];
  return {
    name: 'twin-cities-short-message-keys',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id.split('?')[0] ?? '')) return null;
      const built = builtKeys(code, keys);
      if (built.length)
        this.error(
          `${id}: a message key built at the call site (${built.join(', ')}…) cannot be shortened; write each key whole`,
        );
      const shortened = shortenKeys(code, ids);
      return shortened === code ? null : { code: shortened, map: null };
    },
  };
}
