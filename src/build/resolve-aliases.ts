/**
 * Build-time only (used by vite.config.ts and vitest.config.ts, never bundled): the import aliases
 * the site and its tests resolve with, so a test imports exactly what the build ships.
 */
import { fileURLToPath } from 'node:url';

export interface Alias {
  find: string | RegExp;
  replacement: string;
}

/** `@/…` is `src/…`; wouter's React 17 shim import becomes React 19's own hook. */
export function resolveAliases(projectRoot: URL): Alias[] {
  return [
    { find: '@', replacement: fileURLToPath(new URL('./src', projectRoot)) },
    {
      find: /^use-sync-external-store\/shim\/index\.js$/,
      replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', projectRoot)),
    },
  ];
}
