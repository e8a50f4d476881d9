// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { activeLanguage, t } from '@/i18n/translate';
import { LANGUAGE_STORAGE_KEY, chooseLanguage, initialLanguage } from '@/state/language';

const preferring = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('initialLanguage', () => {
  test('follows the browser when nothing was chosen', () => {
    preferring(['so-SO', 'en-US']);
    expect(initialLanguage()).toBe('so');
  });

  test('is English when the browser prefers none of the four', () => {
    preferring(['fr-FR', 'de']);
    expect(initialLanguage()).toBe('en');
  });

  test('a kept choice wins over the browser', () => {
    preferring(['es-MX']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hmn');
    expect(initialLanguage()).toBe('hmn');
  });

  test('a kept value that is not a language is ignored', () => {
    preferring(['es-MX']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>');
    expect(initialLanguage()).toBe('es');
  });
});

describe('chooseLanguage', () => {
  test('loads the catalog, sets <html lang> and keeps the choice', async () => {
    await chooseLanguage('es');
    expect(activeLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(t('language.label')).not.toBe('');
  });

  test('without remember, the choice is not kept', async () => {
    await chooseLanguage('so', false);
    expect(document.documentElement.lang).toBe('so');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  test('a storage that refuses writes still switches the language', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await chooseLanguage('hmn');
    expect(activeLanguage()).toBe('hmn');
  });
});
