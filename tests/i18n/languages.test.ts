import { describe, expect, test } from 'vitest';
import { LANGUAGE_NAMES, isLanguage, matchLanguage } from '@/i18n/languages';

describe('matchLanguage', () => {
  test.each<[string[] | undefined, string]>([
    [['es-MX', 'en-US'], 'es'],
    [['so-SO'], 'so'],
    [['hmn'], 'hmn'],
    [['HMN-us'], 'hmn'],
    [['fr-FR', 'so', 'es'], 'so'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
    [['', ' es '], 'es'],
    [['zh_Hant', 'es_US'], 'es'],
  ])('%j → %s', (preferred, expected) => {
    expect(matchLanguage(preferred)).toBe(expected);
  });
});

test('isLanguage accepts only the four codes', () => {
  expect(['en', 'es', 'so', 'hmn'].every(isLanguage)).toBe(true);
  expect([null, 'EN', 'es-MX', 'om', 4].some(isLanguage)).toBe(false);
});

test('each language is named in its own words', () => {
  expect(LANGUAGE_NAMES).toEqual({ en: 'English', es: 'Español', so: 'Soomaali', hmn: 'Hmoob' });
});
