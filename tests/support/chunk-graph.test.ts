import { describe, expect, test } from 'vitest';
import { importRings, staticImports } from './chunk-graph';

const chunks = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('staticImports', () => {
  test('reads minified static imports and re-exports, not dynamic import() or other folders', () => {
    const graph = staticImports(
      chunks({
        'a.js': 'import{t as e}from"./b.js";import"./c.js";export{x}from"./d.js";',
        'b.js': 'const l=()=>import("./a.js");import{q}from"../elsewhere.js";',
        'c.js': "import {a} from './b.js'",
        'd.js': 'const s="./a.js";',
      }),
    );
    expect(Object.fromEntries(graph)).toEqual({
      'a.js': ['b.js', 'c.js', 'd.js'],
      'b.js': [],
      'c.js': ['b.js'],
      'd.js': [],
    });
  });

  test('an import of a file that is not a chunk of the build is left out', () => {
    expect(staticImports(chunks({ 'a.js': 'import"./gone.js";' })).get('a.js')).toEqual([]);
  });
});

describe('importRings', () => {
  test('none in a tree', () => {
    expect(
      importRings(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  test('two chunks importing each other: one ring, named once', () => {
    expect(
      importRings(
        new Map([
          ['b', ['a']],
          ['a', ['b']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
  });

  test('a longer ring and a separate pair', () => {
    const rings = importRings(
      new Map([
        ['shell', ['map']],
        ['map', ['camera']],
        ['camera', ['shell']],
        ['x', ['y']],
        ['y', ['x']],
      ]),
    );
    expect(rings).toEqual([
      ['camera', 'shell', 'map'],
      ['x', 'y'],
    ]);
  });

  test('a chunk importing itself', () => {
    expect(importRings(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
