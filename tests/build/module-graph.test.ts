import { describe, expect, test } from 'vitest';
import { closure, lazyDepths, type ModuleGraph } from '@/build/module-graph';

/** a → b → c (static), a ⇢ d (lazy), d → a (a ring back), d ⇢ e, b ⇢ e, c → x (not in the graph) */
const EDGES: Record<string, { imports?: string[]; lazy?: string[] }> = {
  a: { imports: ['b'], lazy: ['d'] },
  b: { imports: ['c'], lazy: ['e'] },
  c: { imports: ['x'] },
  d: { imports: ['a'], lazy: ['e'] },
  e: {},
};

const graph: ModuleGraph = {
  getModuleInfo: (id) =>
    EDGES[id]
      ? {
          importedIds: EDGES[id].imports ?? [],
          dynamicallyImportedIds: EDGES[id].lazy ?? [],
          importers: [],
          dynamicImporters: [],
        }
      : null,
};

describe('closure', () => {
  test('static imports only, each module once, skipping ids outside the graph', () => {
    expect([...closure(['a'], graph)].sort()).toEqual(['a', 'b', 'c']);
  });

  test('with lazy parts, through rings', () => {
    expect([...closure(['a'], graph, true)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a barrier is neither entered nor counted', () => {
    expect([...closure(['a'], graph, true, new Set(['d']))].sort()).toEqual(['a', 'b', 'c', 'e']);
    expect([...closure(['d'], graph, false, new Set(['d']))]).toEqual([]);
  });
});

describe('lazyDepths', () => {
  test('static imports share their importer depth; each lazy import adds one', () => {
    const depth = lazyDepths(graph, new Set(['a']), new Set());
    expect(Object.fromEntries(depth)).toEqual({ a: 0, b: 0, c: 0, d: 1, e: 1 });
  });

  test('a preloaded part counts half, and the shortest way wins', () => {
    const depth = lazyDepths(graph, new Set(['a']), new Set(['d']));
    expect(depth.get('d')).toBe(0.5);
    // through b (1) rather than through d (1.5)
    expect(depth.get('e')).toBe(1);
  });
});
