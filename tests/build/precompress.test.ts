import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { brotli, precompress, shouldPrecompress } from '@/build/precompress';

describe('shouldPrecompress', () => {
  test.each([
    ['assets/index-abc.js', 2048, true],
    ['assets/index-abc.css', 1024, true],
    ['index.html', 2700, true],
    ['favicon.svg', 4096, true],
    ['assets/x-abc.js', 1023, false],
    ['assets/photo.png', 50_000, false],
    ['assets/font.woff2', 50_000, false],
    ['assets/index.js.br', 50_000, false],
    ['assets/index.json.map', 50_000, false],
  ])('%s of %d bytes: %s', (fileName, bytes, expected) => {
    expect(shouldPrecompress(fileName, bytes)).toBe(expected);
  });
});

describe('brotli', () => {
  test('round-trips and is smaller than the text', () => {
    const text = Buffer.from('const live = "Twin Cities";\n'.repeat(200));
    const compressed = brotli(text);
    expect(compressed.byteLength).toBeLessThan(text.byteLength / 10);
    expect(brotliDecompressSync(compressed).equals(text)).toBe(true);
  });

  test('handles an empty file', () => {
    expect(brotliDecompressSync(brotli(new Uint8Array())).byteLength).toBe(0);
  });
});

describe('the precompress plugin', () => {
  test('writes a .br beside each large text file of the bundle and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const big = 'export const a = 1;\n'.repeat(100);
    writeFileSync(join(dir, 'big.js'), big);
    writeFileSync(join(dir, 'small.js'), 'export {};');
    writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096));
    const bundle = Object.fromEntries(
      ['big.js', 'small.js', 'image.png'].map((name) => [name, {}]),
    ) as unknown as Rollup.OutputBundle;
    const plugin = precompress();
    const writeBundle = plugin.writeBundle as (
      options: { dir?: string },
      b: Rollup.OutputBundle,
    ) => void;
    writeBundle({ dir }, bundle);
    expect(readdirSync(dir).sort()).toEqual(['big.js', 'big.js.br', 'image.png', 'small.js']);
    expect(brotliDecompressSync(readFileSync(join(dir, 'big.js.br'))).toString()).toBe(big);
  });
});
