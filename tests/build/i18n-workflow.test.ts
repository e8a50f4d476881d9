/**
 * The translators' round trip on a copy of the real catalogs: export, then import what was
 * exported, changes nothing; an edited translation lands in its catalog file and nowhere else;
 * a file with an error writes nothing. Only Node's file system is used (no DOM).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { readSection } from '@/build/i18n-catalog-source';
import { exportTranslations, importTranslations } from '@/build/i18n-workflow';
import { en } from '@/i18n/catalogs/en';

const CATALOGS = path.resolve(__dirname, '../../src/i18n/catalogs');
let root = '';
let out = '';

/** Every catalog file of the copy, by path, with its text. */
function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  for (const language of readdirSync(path.join(root, 'src/i18n/catalogs'))) {
    const dir = path.join(root, 'src/i18n/catalogs', language);
    if (!language.includes('.')) {
      for (const name of readdirSync(dir)) {
        files.set(`${language}/${name}`, readFileSync(path.join(dir, name), 'utf8'));
      }
    }
  }
  return files;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'i18n-round-trip-'));
  cpSync(CATALOGS, path.join(root, 'src/i18n/catalogs'), { recursive: true });
  out = path.join(root, 'translations');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

test('export then import changes nothing, byte for byte', { timeout: 60_000 }, async () => {
  const before = snapshot();
  const written = exportTranslations(root, out);
  expect(written.map((file) => path.basename(file))).toEqual([
    'messages.pot',
    'es.po',
    'so.po',
    'hmn.po',
  ]);
  const result = await importTranslations(root, out);
  expect(result).toEqual({ changed: [], errors: [], skipped: 0 });
  expect(snapshot()).toEqual(before);
});

test(
  'every English message is exported with its key, English and context',
  { timeout: 60_000 },
  () => {
    exportTranslations(root, out);
    const so = readFileSync(path.join(out, 'so.po'), 'utf8');
    expect(so.match(/^msgctxt /gm)).toHaveLength(Object.keys(en).length);
    expect(so).toContain(
      [
        '#. A county\'s name wherever the site names one (cards, lists, badges, headings); {county} is the county from the feed, e.g. "Hennepin", kept as it is.',
        '#. Keep as written: {county}',
        '#: src/i18n/catalogs/so/common.ts',
        'msgctxt "county"',
        'msgid "{county} County"',
        'msgstr "Degmada {county}"',
      ].join('\n'),
    );
    const pot = readFileSync(path.join(out, 'messages.pot'), 'utf8');
    expect(pot.match(/^msgstr(\[0\])? ""$/gm)!.length).toBeGreaterThan(Object.keys(en).length);
  },
);

test(
  'an edited translation is written into its own catalog file only',
  { timeout: 60_000 },
  async () => {
    const before = snapshot();
    exportTranslations(root, out);
    const file = path.join(out, 'so.po');
    const edited = readFileSync(file, 'utf8').replace(
      'msgctxt "date.am"\nmsgid "AM"\nmsgstr "AM"',
      'msgctxt "date.am"\nmsgid "AM"\nmsgstr "GH"',
    );
    writeFileSync(file, edited);
    const result = await importTranslations(root, out);
    expect(result.errors).toEqual([]);
    expect(result.changed).toEqual(['src/i18n/catalogs/so/common.ts']);
    const after = snapshot();
    const common = after.get('so/common.ts')!;
    expect(readSection(common).get('date.am')!.message).toBe('GH');
    expect(common).toBe(before.get('so/common.ts')!.replace("'date.am': 'AM'", "'date.am': 'GH'"));
    for (const [name, text] of after)
      if (name !== 'so/common.ts') expect(text, name).toBe(before.get(name));
  },
);

test(
  'a lost placeholder or an unknown key writes nothing, and says where',
  { timeout: 60_000 },
  async () => {
    const before = snapshot();
    exportTranslations(root, out);
    const file = path.join(out, 'hmn.po');
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text
        .replace(
          'msgctxt "date.am"\nmsgid "AM"\nmsgstr "AM"',
          'msgctxt "date.am"\nmsgid "AM"\nmsgstr "Sawv ntxov"',
        )
        .replace(/(msgctxt "map\.pin\.label"\nmsgid ".*"\nmsgstr )".*"/, '$1"Qhov chaw xaiv"')
        .concat('\nmsgctxt "no.such.key"\nmsgid "Nothing"\nmsgstr "Tsis muaj"\n'),
    );
    const result = await importTranslations(root, out);
    expect(result.changed).toEqual([]);
    expect(result.errors).toEqual([
      'hmn.po, map.pin.label: keep the placeholders place exactly, in every form',
      'hmn.po, no.such.key: no such message',
    ]);
    expect(snapshot()).toEqual(before);
  },
);

test(
  'an untranslated (empty) or fuzzy entry keeps the catalog message',
  { timeout: 60_000 },
  async () => {
    const before = snapshot();
    exportTranslations(root, out);
    const file = path.join(out, 'es.po');
    writeFileSync(
      file,
      readFileSync(file, 'utf8')
        .replace(/(msgctxt "app\.close"\nmsgid "Close"\nmsgstr )".*"/, '$1""')
        .replace('msgctxt "app.release.reload"', '#, fuzzy\nmsgctxt "app.release.reload"'),
    );
    const result = await importTranslations(root, out);
    expect(result).toEqual({ changed: [], errors: [], skipped: 2 });
    expect(snapshot()).toEqual(before);
  },
);
