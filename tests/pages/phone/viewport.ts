/**
 * jsdom has no matchMedia (so useBreakpoint says "desktop"); this answers width queries as a
 * device of the given width would. Returns the undo.
 */
export function mockViewportWidth(width: number): () => void {
  const matches = (query: string) =>
    [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'max' ? width <= Number(px) : width >= Number(px),
    ) && /width/.test(query);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
