/**
 * Each unit test file sits at its source file's mirrored path: `src/a/b.ts` is tested by
 * `tests/a/b.test.ts`, or `tests/a/b.<aspect>.test.ts` (say `.property`, `.contract`). A folder
 * can be the unit too: `tests/a/b.sections.test.ts` for the files of `src/a/b/` alike, as one table.
 * Browser, lint, bench and support tests are not unit tests of one source file.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = process.cwd();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [relative(ROOT, path)];
  });
}

function foldersUnder(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [relative(ROOT, path), ...foldersUnder(path)]);
}

test('every unit test file mirrors a source file', () => {
  const sources = new Set(
    [...filesUnder(join(ROOT, 'src')), ...foldersUnder(join(ROOT, 'src'))].map((file) =>
      file.replace(/^src\//, '').replace(/\.(tsx?|mjs|md)$/, ''),
    ),
  );
  const unmirrored = filesUnder(join(ROOT, 'tests'))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => !/^tests\/(e2e|lint|bench|support)\//.test(file))
    .filter((file) => {
      const [folder, name] = [
        file.replace(/^tests\//, '').replace(/[^/]*$/, ''),
        file.replace(/^.*\//, '').replace(/\.test\.tsx?$/, ''),
      ];
      const parts = name.split('.');
      return !parts.some((_, index) => sources.has(folder + parts.slice(0, index + 1).join('.')));
    });
  expect(unmirrored).toEqual([]);
});
