/**
 * Build-time only (used by vite.config.ts, never bundled): the two placeholders index.html carries
 * for the build to fill in.
 */
import type { Plugin } from 'vite';

/** The release's id in index.html (`<meta name="build-id">`): support and the update test read it. */
export function buildIdMeta(buildId: string): Plugin {
  return {
    name: 'twin-cities-build-id',
    transformIndexHtml: (html) => html.replace('%BUILD_ID%', buildId),
  };
}

/** The Content-Security-Policy meta tag, filled in for builds; dev removes it (Vite's HMR is inline). */
export function withContentSecurityPolicy(html: string, policy: string, isBuild: boolean): string {
  return isBuild
    ? html.replace('%CONTENT_SECURITY_POLICY%', policy)
    : html.replace(/\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, '');
}

export function cspMeta(policy: string, isBuild: boolean): Plugin {
  return {
    name: 'twin-cities-csp',
    transformIndexHtml: (html) => withContentSecurityPolicy(html, policy, isBuild),
  };
}
