import { describe, expect, test } from 'vitest';
import { closure, lazyDepths } from '@/build/module-graph';
import { graphOf } from './module-graph-fixture';

/** a → b → c (static), a ⇢ d (lazy), d → a (a ring back), d ⇢ e, b ⇢ e, c → x (not in the graph) */
const graph = graphOf({
  a: { imports: ['b'], lazy: ['d'] },
  b: { imports: ['c'], lazy: ['e'] },
  c: { imports: ['x'] },
  d: { imports: ['a'], lazy: ['e'] },
  e: {},
});

describe('closure', () => {
  test('static imports only, each module once, skipping ids outside the graph', () => {
    expect([...closure(['a'], graph)].sort()).toEqual(['a', 'b', 'c']);
  });

  test('with lazy parts, through rings', () => {
    expect([...closure(['a'], graph, true)].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('a barrier (a set or a test) is neither entered nor counted', () => {
    expect([...closure(['a'], graph, true, new Set(['d']))].sort()).toEqual(['a', 'b', 'c', 'e']);
    expect([...closure(['a'], graph, false, (id) => id === 'b')]).toEqual(['a']);
    expect([...closure(['d'], graph, false, new Set(['d']))]).toEqual([]);
  });
});

describe('lazyDepths', () => {
  test('static imports share their importer depth; each lazy import adds one', () => {
    const depth = lazyDepths(graph, new Set(['a']), new Set());
    expect(Object.fromEntries(depth)).toEqual({ a: 0, b: 0, c: 0, d: 1, e: 1 });
  });

  test('the lightest way wins, not the first found nor the one of fewest steps', () => {
    // a ⇢ q costs 1; a ⇢ p (preloaded, 0.5) → q costs 0.5
    const weighted = graphOf({ a: { lazy: ['q', 'p'] }, p: { imports: ['q'] }, q: {} });
    expect(lazyDepths(weighted, new Set(['a']), new Set(['p'])).get('q')).toBe(0.5);
  });

  test('a preloaded part counts half, and the shortest way wins', () => {
    const depth = lazyDepths(graph, new Set(['a']), new Set(['d']));
    expect(depth.get('d')).toBe(0.5);
    // through b (1) rather than through d (1.5)
    expect(depth.get('e')).toBe(1);
  });
});
