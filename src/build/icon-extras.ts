/**
 * Build-time only (used by vite.config.ts, never bundled): trims each lucide-react icon module to
 * what draws the icon. Its other names (`aliases: ["alert-circle", "circle-alert"]`) only add class
 * names to the svg (`lucide-alert-circle`) that nothing styles or queries, and a bare
 * `__iconData.node;` statement reads a property for nothing; the minifier keeps both. The svg
 * keeps its own name's class (`lucide-circle-exclamation-point`). Both together were 0.2 KB gzip
 * of a phone's first download, which issue 44 holds at 115.7 KB.
 */
import type { Plugin } from 'vite';

const ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const ALIASES = /,\s*aliases: \[[^\]]*\]/;
const BARE_NODE_READ = /^__iconData\.node;\n/m;

/** An icon module's code without its aliases and its bare read of `node`. */
export function withoutIconExtras(code: string): string {
  return code.replace(ALIASES, '').replace(BARE_NODE_READ, '');
}

export function iconExtras(): Plugin {
  return {
    name: 'twin-cities-icon-extras',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const trimmed = withoutIconExtras(code);
      return trimmed === code ? null : { code: trimmed, map: null };
    },
  };
}
