/** Filled in by vite.config.ts `define` at build time. */

/** This release's id (its build time, or $BUILD_ID): the kept feeds of another release are dropped. */
declare const __BUILD_ID__: string;

/**
 * Where the API, the weather service and the radar live, as configured: absolute URLs, or paths on
 * this origin ('' for the API here, '/nws' for an edge on the same host).
 */
declare const __OFFLINE_BASES__: { api: string; nws: string; radar: string };
