/** `window.matchMedia(query).matches` now; false where matchMedia does not exist (jsdom). */
export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
}
