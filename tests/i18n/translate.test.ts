import { afterEach, describe, expect, test, vi } from 'vitest';
import { en, type Messages } from '@/i18n/catalogs/en';
import {
  activeLanguage,
  addEnglishWords,
  applyCatalog,
  englishWords,
  subscribeToLanguage,
  t,
  tp,
} from '@/i18n/translate';

const withWords = (words: Partial<Record<keyof Messages, unknown>>) =>
  ({ ...en, ...words }) as unknown as Messages;

afterEach(() => applyCatalog('en', en));

describe('t', () => {
  test('fills each {placeholder} from the params', () => {
    expect(t('freshness.sourceRead', { source: 'NWS', age: '6 min ago' })).toBe(
      'NWS · read 6 min ago',
    );
  });

  test('leaves a placeholder without a value as written, and ignores extra params', () => {
    expect(t('freshness.updated')).toBe('Updated {age}');
    expect(t('freshness.updated', { age: 'just now', extra: 1 })).toBe('Updated just now');
  });

  test('reads the active catalog', () => {
    applyCatalog('es', withWords({ 'freshness.notYet': 'Aún sin actualizar' }));
    expect(activeLanguage()).toBe('es');
    expect(t('freshness.notYet')).toBe('Aún sin actualizar');
  });
});

describe('tp', () => {
  test.each([
    [0, '0 days ago'],
    [1, '1 day ago'],
    [2, '2 days ago'],
    [21, '21 days ago'],
  ])('English: %i → %s', (count, expected) => {
    expect(tp('age.days', count)).toBe(expected);
  });

  test('Spanish uses its plural rules (1 is one, 0 is other)', () => {
    applyCatalog(
      'es',
      withWords({ 'age.days': { one: 'hace {count} día', other: 'hace {count} días' } }),
    );
    expect(tp('age.days', 1)).toBe('hace 1 día');
    expect(tp('age.days', 0)).toBe('hace 0 días');
    expect(tp('age.days', 3)).toBe('hace 3 días');
  });

  test('Somali has one and other', () => {
    applyCatalog(
      'so',
      withWords({ 'age.days': { one: '{count} maalin', other: '{count} maalmood' } }),
    );
    expect(tp('age.days', 1)).toBe('1 maalin');
    expect(tp('age.days', 4)).toBe('4 maalmood');
  });

  test("Somali's rule is written out: it holds even where Intl has no Somali data", () => {
    const select = vi.spyOn(Intl.PluralRules.prototype, 'select').mockReturnValue('few');
    applyCatalog(
      'so',
      withWords({ 'age.days': { one: '{count} maalin', other: '{count} maalmood' } }),
    );
    expect(tp('age.days', 1)).toBe('1 maalin');
    expect(tp('age.days', 0)).toBe('0 maalmood');
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });

  test('Hmong has one form: 1 reads like any other count', () => {
    applyCatalog(
      'hmn',
      withWords({ 'age.days': { one: 'never used', other: '{count} hnub dhau los' } }),
    );
    expect(tp('age.days', 1)).toBe('1 hnub dhau los');
    expect(tp('age.days', 5)).toBe('5 hnub dhau los');
  });

  test('a catalog without a "one" form uses "other" for 1', () => {
    applyCatalog('so', withWords({ 'age.days': { other: '{count} maalmood' } }));
    expect(tp('age.days', 1)).toBe('1 maalmood');
  });
});

test('subscribers hear of each new catalog until they unsubscribe', () => {
  const heard: string[] = [];
  const stop = subscribeToLanguage(() => heard.push(activeLanguage()));
  applyCatalog('so', en);
  applyCatalog('hmn', en);
  stop();
  applyCatalog('en', en);
  expect(heard).toEqual(['so', 'hmn']);
});

describe('English as it arrives', () => {
  test('the first screen starts in English without the later words', () => {
    // This file imports no reader of them (src/i18n/english-later.ts), so none was added: neither
    // a later section's nor a section's later half (`appLater`).
    expect('cameras.details.highway' in englishWords()).toBe(false);
    expect('app.close' in englishWords()).toBe(false);
    expect(englishWords()['app.panelError.restWorks']).toBe('The rest of the page still works.');
  });

  test('added words are readable in English at once, and no subscriber is told', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLanguage(listener);
    applyCatalog('en', englishWords());
    listener.mockClear();
    addEnglishWords({ 'cameras.details.highway': 'Highway' });
    expect(t('cameras.details.highway')).toBe('Highway');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  test('added while another language shows, they are there when the visitor returns to English', () => {
    applyCatalog('es', withWords({}));
    addEnglishWords({ 'cameras.details.direction': 'Direction' });
    applyCatalog('en', englishWords());
    expect(t('cameras.details.direction')).toBe('Direction');
  });
});
