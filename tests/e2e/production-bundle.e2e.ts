import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { enLater } from '@/i18n/catalogs/en-later';
import { snow } from '@/i18n/catalogs/en/snow';
import { importRings, staticImports } from '../support/chunk-graph';

const dist = join(process.cwd(), 'dist');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('production bundle', () => {
  const built = files(dist);
  const code = built
    .filter((file) => /\.(js|html|css)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  test('ships no msw worker file', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
  });

  test.each([
    ['msw worker start', 'setupWorker'],
    ['msw service worker name', 'mockServiceWorker'],
    ['a demo camera name', 'I-694 NB @ 40th St'],
    ['a demo news headline', 'Snow emergency declared in Minneapolis'],
    ['a demo domain', 'twincities.news'],
  ])('contains no mock code: %s', (_what, needle) => {
    expect(code.includes(needle)).toBe(false);
  });

  test('index.html has no inline script and carries the CSP', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).toContain("script-src 'self'");
    expect(html).not.toContain('%CONTENT_SECURITY_POLICY%');
  });
});

describe('chunks', () => {
  const assets = join(dist, 'assets');
  const chunks = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(assets, name), 'utf8')] as const),
  );

  test('no ring of static imports between chunks: each evaluates after what it imports', () => {
    const graph = staticImports(chunks);
    expect(graph.size).toBeGreaterThan(5);
    // The shell is imported by the views: the reader can tell the edges were read at all.
    expect([...graph.values()].some((targets) => targets.length > 0)).toBe(true);
    expect(importRings(graph)).toEqual([]);
  });

  // On the days a notice is declared, the phone's first paint waits for its chunk: that chunk and
  // what it imports bring the notice's words (english-snow.ts), not the later English of every
  // other part (~11 KB Brotli more before that paint, as the notice imported at first).
  test('the snow notice\u2019s chunk brings its own words and no other later part\u2019s', () => {
    const graph = staticImports(chunks);
    const notice = [...chunks.keys()].find((name) => name.startsWith('snow-emergency-'));
    expect(notice).toBeDefined();
    const withImports = new Set<string>([notice!]);
    for (const name of withImports) for (const next of graph.get(name) ?? []) withImports.add(next);
    const code = [...withImports].map((name) => chunks.get(name)!);
    // The longest later English word of plain letters: a phrase no other code contains.
    const laterWord = (Object.values(enLater) as unknown[])
      .filter((word): word is string => typeof word === 'string' && /^[A-Za-z ,.]+$/.test(word))
      .reduce((longest, word) => (word.length > longest.length ? word : longest));
    expect(chunks.get(notice!)).toContain(snow['snow.meaning.mpls-day1']);
    expect([...chunks.values()].some((chunk) => chunk.includes(laterWord))).toBe(true);
    expect(
      [...withImports].filter((_, index) => code[index]!.includes(laterWord)),
      laterWord,
    ).toEqual([]);
  });
});
