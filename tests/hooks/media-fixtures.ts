import { vi } from 'vitest';

/**
 * A window.matchMedia for a screen of this width that answers `(max-width: Npx)` queries and tells
 * their listeners when `resize` changes the width. Undo with vi.unstubAllGlobals().
 */
export function stubScreenWidth(initialWidth: number) {
  let width = initialWidth;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) =>
        entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      width = next;
      for (const entry of lists) entry.listeners.forEach((listener) => listener());
    },
    listenerCount: () => [...lists].reduce((sum, entry) => sum + entry.listeners.size, 0),
  };
}
