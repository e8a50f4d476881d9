/**
 * The later English words (catalogs/en-later.ts) reach the screen only through
 * src/i18n/english-later.ts: every module that writes one of their keys imports it, so no word is
 * read before it has arrived. And importing it makes them readable in English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { enFirstScreen } from '@/i18n/catalogs/en-first-screen';
import { enLater } from '@/i18n/catalogs/en-later';
import { en } from '@/i18n/catalogs/en';

const LATER_KEYS = Object.keys(enLater);
const IMPORT = "import '@/i18n/english-later';";

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path.endsWith(join('i18n', 'catalogs')) ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const writesALaterKey = (code: string) =>
  LATER_KEYS.some((key) =>
    ["'", '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)),
  );

test('every module that writes a later key imports english-later.ts', () => {
  const readers = sourcesUnder('src').filter((file) => writesALaterKey(readFileSync(file, 'utf8')));
  // The three sections are read in many parts; an empty list would mean the scan is broken.
  expect(readers.length).toBeGreaterThan(10);
  // The import as a statement of its own line (not, say, in a comment).
  const imports = (file: string) => readFileSync(file, 'utf8').split('\n').includes(IMPORT);
  expect(readers.filter((file) => !imports(file))).toEqual([]);
});

test('the first screen and the later parts split English whole, with no key in both', () => {
  expect(LATER_KEYS.filter((key) => key in enFirstScreen)).toEqual([]);
  expect(Object.keys(en).sort()).toEqual([...Object.keys(enFirstScreen), ...LATER_KEYS].sort());
});

test('importing it makes the later words readable in English', async () => {
  const { t, englishWords } = await import('@/i18n/translate');
  await import('@/i18n/english-later');
  expect(t('cameras.details.highway')).toBe('Highway');
  expect(Object.keys(englishWords()).sort()).toEqual(Object.keys(en).sort());
});
