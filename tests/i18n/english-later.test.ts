/**
 * The later English words (catalogs/en-later.ts) reach the screen only through
 * src/i18n/english-later.ts, and the snow emergencies' (catalogs/en/snow.ts) only through
 * src/i18n/english-snow.ts: every module that writes one of their keys imports it, so no word is
 * read before it has arrived. And importing them makes them readable in English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { enFirstScreen } from '@/i18n/catalogs/en-first-screen';
import { enLater } from '@/i18n/catalogs/en-later';
import { en } from '@/i18n/catalogs/en';
import { snow } from '@/i18n/catalogs/en/snow';

const LATER_KEYS = Object.keys(enLater);
const SNOW_KEYS = Object.keys(snow);
const IMPORT = "import '@/i18n/english-later';";
const SNOW_IMPORT = "import '@/i18n/english-snow';";

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path.endsWith(join('i18n', 'catalogs')) ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const writesOneOf = (keys: readonly string[]) => (code: string) =>
  keys.some((key) => ["'", '"', '`'].some((quote) => code.includes(`${quote}${key}${quote}`)));

/** The modules under src/ that write one of `keys` and lack `statement` as a line of its own. */
function readersWithout(keys: readonly string[], statement: string) {
  const readers = sourcesUnder('src').filter((file) =>
    writesOneOf(keys)(readFileSync(file, 'utf8')),
  );
  // An empty list would mean the scan is broken.
  expect(readers.length).toBeGreaterThan(2);
  // The import as a statement of its own line (not, say, in a comment).
  return readers.filter((file) => !readFileSync(file, 'utf8').split('\n').includes(statement));
}

test('every module that writes a later key imports english-later.ts', () => {
  expect(readersWithout(LATER_KEYS, IMPORT)).toEqual([]);
});

test('every module that writes a snow emergency key imports english-snow.ts', () => {
  expect(readersWithout(SNOW_KEYS, SNOW_IMPORT)).toEqual([]);
});

test('the first screen, the later parts and the snow emergencies split English whole', () => {
  expect(LATER_KEYS.filter((key) => key in enFirstScreen)).toEqual([]);
  expect(SNOW_KEYS.filter((key) => key in enFirstScreen || key in enLater)).toEqual([]);
  expect(Object.keys(en).sort()).toEqual(
    [...Object.keys(enFirstScreen), ...LATER_KEYS, ...SNOW_KEYS].sort(),
  );
});

test('importing them makes the later words readable in English', async () => {
  const { t, englishWords } = await import('@/i18n/translate');
  await import('@/i18n/english-later');
  expect(t('cameras.details.highway')).toBe('Highway');
  expect('snow.rulesLink' in englishWords()).toBe(false);
  await import('@/i18n/english-snow');
  expect(t('snow.rulesLink')).toBe('City rules');
  expect(Object.keys(englishWords()).sort()).toEqual(Object.keys(en).sort());
});
