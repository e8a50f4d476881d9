/**
 * The active catalog and the two ways to read it: `t` for a message, `tp` for a count. Plain module
 * state, not React: words/ reads it while a component renders. Components read the same catalog
 * through `useT()` (state/translator.tsx), whose value changes with the language, so a new language
 * re-renders what shows words instead of re-mounting the tree.
 */
import type { PluralForms } from './catalog';
import type { Messages, PluralKey, TextKey } from './catalogs/en';
import { enFirstScreen } from './catalogs/en-first-screen';
import { INTL_LOCALE, type Language } from './languages';

export type Params = Readonly<Record<string, string | number>>;

interface Active {
  language: Language;
  messages: Messages;
  pluralRule: (count: number) => string;
}

/** English's rule by hand: building `Intl.PluralRules` on the first screen costs a long task. */
const englishPlural = (count: number) => (count === 1 ? 'one' : 'other');

/**
 * English as far as it has arrived: the first screen's words, then the later parts' words as they
 * load (`addEnglishWords`). Typed whole because a later word is only read by a module that imports
 * it first (src/i18n/english-later.ts; tests/i18n/english-later.test.ts holds every reader to it).
 */
const english = { ...enFirstScreen } as Messages;

/** English's words: the catalog `loadCatalog('en')` gives back when the visitor returns to it. */
export function englishWords(): Messages {
  return english;
}

/**
 * Adds words to English, in place: where English is showing they are readable at once, and no
 * subscriber is told (nothing on screen changes; the words are for the part that is loading).
 */
export function addEnglishWords(words: Partial<Messages>): void {
  Object.assign(english, words);
}

let active: Active = { language: 'en', messages: english, pluralRule: englishPlural };
const listeners = new Set<() => void>();

/** A message in one language: `t` as `useT()` gives it, for a helper that says words. */
export type Translate = (key: TextKey, params?: Params) => string;

/** One language's words: what `useT()` gives a component. */
export interface Translator {
  readonly language: Language;
  readonly t: Translate;
  readonly tp: (key: PluralKey, count: number, params?: Params) => string;
}

function translatorOf({ language, messages, pluralRule }: Active): Translator {
  return {
    language,
    t: (key, params) => fill(messages[key] as string, params),
    tp: (key, count, params) => {
      const forms = messages[key] as PluralForms;
      const form = pluralRule(count) === 'one' && forms.one !== undefined ? forms.one : forms.other;
      return fill(form, { count, ...params });
    },
  };
}

let activeTranslatorValue: Translator = translatorOf(active);

/**
 * The active language's translator: the same object until the language changes, so a component
 * or a memo that depends on it re-renders or recomputes exactly when the words change.
 */
export function activeTranslator(): Translator {
  return activeTranslatorValue;
}

function pluralRuleFor(language: Language): (count: number) => string {
  if (language === 'en') return englishPlural;
  // Hmong has one plural form; Intl would fall back to English's rules for `hmn`.
  if (language === 'hmn') return () => 'other';
  // Somali, CLDR's rule written out (one: n = 1): desktop Chromium 156 and Node have it, but a
  // browser with trimmed locale data (as for Somali dates) would fall back to another language's.
  if (language === 'so') return (count) => (count === 1 ? 'one' : 'other');
  const rules = new Intl.PluralRules(INTL_LOCALE[language]);
  return (count) => rules.select(count);
}

/** Makes `messages` the words of every screen, and tells the subscribers. */
export function applyCatalog(language: Language, messages: Messages): void {
  active = { language, messages, pluralRule: pluralRuleFor(language) };
  activeTranslatorValue = translatorOf(active);
  for (const listener of listeners) listener();
}

export function activeLanguage(): Language {
  return active.language;
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fill(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The active language's message for `key`, its `{placeholders}` filled from `params`. */
export function t(key: TextKey, params?: Params): string {
  return activeTranslatorValue.t(key, params);
}

/** The plural form for `count` ("1 camera", "2 cameras"); `{count}` is filled with the number. */
export function tp(key: PluralKey, count: number, params?: Params): string {
  return activeTranslatorValue.tp(key, count, params);
}
