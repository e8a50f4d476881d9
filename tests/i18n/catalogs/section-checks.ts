/**
 * Checks one catalog section file by itself (the whole-catalog checks live in catalog-fixtures.ts):
 * tests/i18n/catalogs.sections.test.ts calls one of these for each language and section.
 */
import { describe, expect, test } from 'vitest';
import { placeholdersOf, type Message } from '@/i18n/catalog';
import { app } from '@/i18n/catalogs/en/app';
import { appLater } from '@/i18n/catalogs/en/app-later';
import { cameras } from '@/i18n/catalogs/en/cameras';
import { city } from '@/i18n/catalogs/en/city';
import { cityLater } from '@/i18n/catalogs/en/city-later';
import { common } from '@/i18n/catalogs/en/common';
import { map } from '@/i18n/catalogs/en/map';
import { mapLater } from '@/i18n/catalogs/en/map-later';
import { phone } from '@/i18n/catalogs/en/phone';
import { phoneLater } from '@/i18n/catalogs/en/phone-later';
import { snow } from '@/i18n/catalogs/en/snow';
import { transit } from '@/i18n/catalogs/en/transit';
import { transitLater } from '@/i18n/catalogs/en/transit-later';
import { weather } from '@/i18n/catalogs/en/weather';
import type { Language } from '@/i18n/languages';

type Section = Readonly<Record<string, Message>>;

/** Each section file's messages: a section's later half (`…Later`, en-later.ts) is still its own. */
export const ENGLISH_SECTIONS = {
  app: { ...app, ...appLater },
  cameras,
  city: { ...city, ...cityLater },
  common,
  map: { ...map, ...mapLater },
  phone: { ...phone, ...phoneLater },
  snow,
  transit: { ...transit, ...transitLater },
  weather,
};
export type SectionName = keyof typeof ENGLISH_SECTIONS;
const sections: Readonly<Record<string, Section>> = ENGLISH_SECTIONS;

/** The plural categories a language's catalog gives: Hmong has one form (see src/i18n/catalog.ts). */
const PLURAL_FORMS: Readonly<Record<Language, readonly string[]>> = {
  en: ['one', 'other'],
  es: ['one', 'other'],
  so: ['one', 'other'],
  hmn: ['other'],
};

const textsOf = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);

/** What is left of a text once its `{name}` placeholders are taken out: no brace may remain. */
const strayBraces = (text: string) => /[{}]/.test(text.replace(/\{\w+\}/g, ''));

function checkMessages(language: Language, section: Section) {
  test('no message is empty or has a stray brace', () => {
    const bad = Object.entries(section).filter(([, message]) =>
      textsOf(message).some((text) => text.trim() === '' || strayBraces(text)),
    );
    expect(bad).toEqual([]);
  });

  test(`plural messages give exactly the forms ${language} uses, each with {count}`, () => {
    for (const [key, message] of Object.entries(section)) {
      if (typeof message === 'string') continue;
      expect(Object.keys(message).sort(), key).toEqual([...PLURAL_FORMS[language]]);
      for (const text of textsOf(message)) expect(text, key).toContain('{count}');
      // Each form names the same values: a form that drops one would show less for some counts.
      const forms = Object.values(message).map((text) => placeholdersOf(text));
      for (const names of forms) expect(names, key).toEqual(forms[0]);
    }
  });
}

export function describeEnglishSection(name: SectionName) {
  const section = sections[name] ?? {};
  describe(`the English ${name} section`, () => {
    test('has messages, each key under its section prefix', () => {
      const keys = Object.keys(section);
      expect(keys.length).toBeGreaterThan(0);
      const others = Object.keys(sections).filter((other) => other !== 'common');
      const misplaced = keys.filter((key) =>
        name === 'common'
          ? others.some((other) => key.startsWith(`${other}.`))
          : !key.startsWith(`${name}.`),
      );
      expect(misplaced).toEqual([]);
    });

    test('shares no key with another section (en.ts spreads them: one would hide the other)', () => {
      const shared = Object.entries(sections)
        .filter(([other]) => other !== name)
        .flatMap(([, other]) => Object.keys(section).filter((key) => key in other));
      expect(shared).toEqual([]);
    });

    checkMessages('en', section);
  });
}

export function describeTranslatedSection(
  language: Exclude<Language, 'en'>,
  name: SectionName,
  translated: Section,
) {
  const english = sections[name] ?? {};
  describe(`the ${language} ${name} section`, () => {
    test('has every English key and no other', () => {
      const keys = Object.keys(translated);
      expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
      expect(keys.filter((key) => !(key in english))).toEqual([]);
    });

    test('gives a plain string where English does and plural forms where English counts', () => {
      const differing = Object.keys(english).filter(
        (key) => typeof translated[key] !== typeof english[key],
      );
      expect(differing).toEqual([]);
    });

    test('uses exactly the {placeholders} of each English message', () => {
      const differing = Object.keys(english)
        .filter((key) => key in translated)
        .map((key) => ({
          key,
          english: placeholdersOf(english[key] ?? ''),
          translated: placeholdersOf(translated[key] ?? ''),
        }))
        .filter((entry) => JSON.stringify(entry.english) !== JSON.stringify(entry.translated));
      expect(differing).toEqual([]);
    });

    test("'|' lists have as many items as English's", () => {
      for (const [key, message] of Object.entries(english)) {
        if (typeof message !== 'string' || !message.includes('|')) continue;
        const items = String(translated[key]).split('|');
        expect(items, key).toHaveLength(message.split('|').length);
        expect(
          items.filter((item) => item.trim() === ''),
          key,
        ).toEqual([]);
      }
    });

    checkMessages(language, translated);
  });
}
