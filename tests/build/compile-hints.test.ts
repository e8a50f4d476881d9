import { describe, expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints, withCompileHint } from '@/build/compile-hints';

describe('withCompileHint', () => {
  test('puts the hint on the first line, before the code', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`);
  });

  test('never adds it twice', () => {
    const once = withCompileHint('export {};');
    expect(withCompileHint(once)).toBe(once);
  });

  test('an empty chunk gets the hint alone', () => {
    expect(withCompileHint('')).toBe(`${COMPILE_HINT}\n`);
  });
});

describe('the compile hints plugin', () => {
  const plugin = compileHints();
  const hook = plugin.generateBundle as {
    order: string;
    handler: (options: unknown, bundle: Rollup.OutputBundle) => void;
  };

  test("runs after Vite's own generateBundle, which writes the preload map above the code", () => {
    expect(hook.order).toBe('post');
  });

  test('marks every chunk, even one that starts with the preload map, and leaves assets alone', () => {
    const bundle = {
      'assets/shell.js': {
        type: 'chunk',
        code: 'const __vite__mapDeps=(i)=>i;\nexport {};',
      },
      'assets/lazy.js': { type: 'chunk', code: 'export const b=2;' },
      'assets/shell.css': { type: 'asset', source: 'body{}' },
    } as unknown as Rollup.OutputBundle;
    hook.handler({}, bundle);
    const chunk = (name: string) => (bundle[name] as Rollup.OutputChunk).code;
    expect(chunk('assets/shell.js')).toBe(
      `${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport {};`,
    );
    expect(chunk('assets/lazy.js')).toBe(`${COMPILE_HINT}\nexport const b=2;`);
    expect((bundle['assets/shell.css'] as Rollup.OutputAsset).source).toBe('body{}');
  });

  test("the hint is part of each chunk's hash, as it is of its code", () => {
    const augment = plugin.augmentChunkHash as () => string;
    expect(augment()).toBe(COMPILE_HINT);
  });
});
