/**
 * Tooling only: the translators' round trip (`npm run i18n:export`, `npm run i18n:import`).
 *
 * Export writes one gettext PO file per language (`es.po`, `so.po`, `hmn.po`) and a template
 * (`messages.pot`) for a new one: every message with its key, its English, its context and the
 * translation it has now. A translator edits the PO file in any tool that reads PO (Poedit,
 * Weblate, Lokalize, a text editor). Import reads the files back, checks them (every key known,
 * every placeholder kept, the language's plural forms) and writes the changed messages into the
 * catalog sections; an empty translation keeps the catalog's message, and a fuzzy one (a tool's
 * "needs review") is left out. Nothing is written when a file has an error.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { placeholdersOf, type Message } from '../i18n/catalog';
import { readSection, writeSection } from './i18n-catalog-source';
import { messageContexts } from './i18n-context';
import { readPo, translationOf, writePo, type PoLanguage, type PoMessage } from './i18n-po';

/** The languages translated from English, with the plural forms each catalog gives. */
export const TRANSLATED: readonly PoLanguage[] = [
  { code: 'es', plurals: 2 },
  { code: 'so', plurals: 2 },
  { code: 'hmn', plurals: 1 },
];

const CATALOGS = 'src/i18n/catalogs';

interface Located {
  readonly message: Message;
  /** The section file, relative to the project root. */
  readonly file: string;
}

function sectionFiles(root: string, language: string): string[] {
  return readdirSync(path.join(root, CATALOGS, language))
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.posix.join(CATALOGS, language, name));
}

/** Every message of a language's sections, by key, with the file it lives in. */
function catalogOf(root: string, language: string): Map<string, Located> {
  const messages = new Map<string, Located>();
  for (const file of sectionFiles(root, language)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [key, { message }] of readSection(source, file))
      messages.set(key, { message, file });
  }
  return messages;
}

/** English, in the order of its sections, with each key's context. */
function englishOf(root: string): { key: string; message: Message; context: string }[] {
  const english: { key: string; message: Message; context: string }[] = [];
  for (const file of sectionFiles(root, 'en')) {
    const source = readFileSync(path.join(root, file), 'utf8');
    const contexts = messageContexts(source);
    for (const [key, { message }] of readSection(source, file)) {
      english.push({ key, message, context: contexts.get(key) ?? '' });
    }
  }
  return english;
}

/** Writes `<outDir>/<code>.po` for each language and `<outDir>/messages.pot`; returns their paths. */
export function exportTranslations(root: string, outDir: string): string[] {
  const english = englishOf(root);
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const template: PoMessage[] = english.map(({ key, message, context }) => ({
    key,
    context,
    file: `${CATALOGS}/en`,
    english: message,
    translation: null,
  }));
  const pot = path.join(outDir, 'messages.pot');
  writeFileSync(pot, writePo(template, null));
  written.push(pot);
  for (const language of TRANSLATED) {
    const catalog = catalogOf(root, language.code);
    const messages = english.map(({ key, message, context }): PoMessage => {
      const found = catalog.get(key);
      if (!found) throw new Error(`${language.code}: no message "${key}"`);
      return { key, context, file: found.file, english: message, translation: found.message };
    });
    const file = path.join(outDir, `${language.code}.po`);
    writeFileSync(file, writePo(messages, language));
    written.push(file);
  }
  return written;
}

export interface ImportResult {
  /** Section files rewritten, relative to the root. */
  readonly changed: string[];
  /** Problems found; when there is one, nothing was written. */
  readonly errors: string[];
  /** Entries left out: fuzzy, or not translated. */
  readonly skipped: number;
}

function formsMatch(translation: Message, english: Message, plurals: 1 | 2): boolean {
  if (typeof english === 'string') return typeof translation === 'string';
  if (typeof translation === 'string') return false;
  const want = plurals === 2 ? ['one', 'other'] : ['other'];
  return Object.keys(translation).sort().join() === want.join();
}

/**
 * Reads `<inDir>/<code>.po` for each language that has one, checks every entry and writes the
 * changed messages into the catalog sections. `format` may rewrite a changed file's text (the
 * scripts pass Prettier's); it is called for changed files only.
 */
export async function importTranslations(
  root: string,
  inDir: string,
  format: (source: string, file: string) => string | Promise<string> = (source) => source,
): Promise<ImportResult> {
  const english = new Map(englishOf(root).map(({ key, message }) => [key, message]));
  const errors: string[] = [];
  let skipped = 0;
  // Per section file, the messages to write.
  const updates = new Map<string, Map<string, Message>>();
  for (const language of TRANSLATED) {
    const poFile = path.join(inDir, `${language.code}.po`);
    if (!existsSync(poFile)) continue;
    const catalog = catalogOf(root, language.code);
    for (const entry of readPo(readFileSync(poFile, 'utf8'))) {
      const where = `${language.code}.po, ${entry.key}`;
      const source = english.get(entry.key);
      const found = catalog.get(entry.key);
      if (source === undefined || !found) {
        errors.push(`${where}: no such message`);
        continue;
      }
      const translation = translationOf(entry, language.plurals);
      if (entry.fuzzy || translation === null) {
        skipped += 1;
        continue;
      }
      if (!formsMatch(translation, source, language.plurals)) {
        errors.push(`${where}: the forms do not match the English message`);
        continue;
      }
      const want = placeholdersOf(source).join(' ');
      const texts = typeof translation === 'string' ? [translation] : Object.values(translation);
      const wrong = texts.filter((text) => placeholdersOf(text ?? '').join(' ') !== want);
      if (wrong.length) {
        errors.push(`${where}: keep the placeholders ${want || '(none)'} exactly, in every form`);
        continue;
      }
      const perFile = updates.get(found.file) ?? new Map<string, Message>();
      perFile.set(entry.key, translation);
      updates.set(found.file, perFile);
    }
  }
  if (errors.length) return { changed: [], errors, skipped };

  const changed: string[] = [];
  for (const [file, messages] of updates) {
    const full = path.join(root, file);
    const before = readFileSync(full, 'utf8');
    const after = writeSection(before, messages, file);
    if (after === before) continue;
    writeFileSync(full, await format(after, full));
    changed.push(file);
  }
  return { changed: changed.sort(), errors, skipped };
}
