import { describe, expect, test } from 'vitest';
import type { Message } from '@/i18n/catalog';
import { placeholdersOf } from '@/i18n/catalog';
import { en } from '@/i18n/catalogs/en';
import { loadCatalog } from '@/i18n/load-catalog';
import type { Language } from '@/i18n/languages';

const english: Readonly<Record<string, Message>> = en;

/** Keys whose message is a '|'-separated list (weekdays, months, compass points). */
const LIST_LENGTHS: Readonly<Record<string, number>> = {
  'date.weekdaysShort': 7,
  'date.monthsShort': 12,
  'unit.compass': 8,
};

/** Names kept in every language: the site's and the agencies'. */
const PROPER_NAMES = new Set(
  'Twin Cities Live National Weather Service NWS NEXRAD MnDOT Metro Transit Iowa Environmental Mesonet'.split(
    ' ',
  ),
);

/** Words outside the {placeholders} and the proper names: none means a format ("{value}°F"). */
const wordsOf = (message: Message) =>
  (
    (typeof message === 'string' ? message : message.other)
      .replace(/\{\w+\}/g, '')
      .match(/\p{L}{2,}/gu) ?? []
  ).filter((word) => !PROPER_NAMES.has(word));

/** The checks every translated catalog passes against English, one describe per language. */
export function describeTranslatedCatalog(language: Exclude<Language, 'en'>) {
  describe.each([language])('the %s catalog', (language) => {
    const load = async () => (await loadCatalog(language)) as Readonly<Record<string, Message>>;

    test('has exactly the English keys', async () => {
      expect(Object.keys(await load()).sort()).toEqual(Object.keys(english).sort());
    });

    test('uses the same {placeholders} as English in every message', async () => {
      const catalog = await load();
      const differing = Object.keys(english).filter(
        (key) =>
          JSON.stringify(placeholdersOf(catalog[key] ?? '')) !==
          JSON.stringify(placeholdersOf(english[key] ?? '')),
      );
      expect(differing).toEqual([]);
    });

    test('gives plural forms where English counts, and no empty message', async () => {
      const catalog = await load();
      for (const [key, message] of Object.entries(english)) {
        const translated = catalog[key];
        expect(typeof translated, key).toBe(typeof message);
        const texts =
          typeof translated === 'string' ? [translated] : Object.values(translated ?? {});
        for (const text of texts) expect(String(text).trim(), key).not.toBe('');
      }
    });

    test('lists have as many items as English', async () => {
      const catalog = await load();
      for (const [key, length] of Object.entries(LIST_LENGTHS)) {
        const items = String(catalog[key]).split('|');
        expect(items, key).toHaveLength(length);
        expect(
          items.every((item) => item.trim() !== ''),
          key,
        ).toBe(true);
      }
    });

    test('leaves no English sentence untranslated', async () => {
      const catalog = await load();
      // A message may equal English only when it has no words of its own (a format or a unit).
      const untranslated = Object.keys(english).filter(
        (key) =>
          JSON.stringify(catalog[key]) === JSON.stringify(english[key]) &&
          wordsOf(english[key] ?? '').length > 1,
      );
      expect(untranslated).toEqual([]);
    });
  });
}
