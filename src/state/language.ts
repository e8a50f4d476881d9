/**
 * The visitor's language: the stored choice, else the browser's first preferred language the site
 * speaks, else English. Choosing loads that language's catalog, makes it active for every screen,
 * sets `<html lang>` and keeps the choice for the next visit.
 */
import { isLanguage, matchLanguage, type Language } from '@/i18n/languages';
import { loadCatalog } from '@/i18n/load-catalog';
import { activeLanguage, applyCatalog } from '@/i18n/translate';

export const LANGUAGE_STORAGE_KEY = 'twin-cities-live:language';

function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language the first screen should speak. */
export function initialLanguage(): Language {
  return storedLanguage() ?? matchLanguage(navigator.languages);
}

/** Loads and applies `language`; with `remember`, keeps it in localStorage. */
export async function chooseLanguage(language: Language, remember = true): Promise<void> {
  const messages = await loadCatalog(language);
  applyCatalog(language, messages);
  document.documentElement.lang = language;
  if (!remember) return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full quota: the choice holds for this visit only.
  }
}

/**
 * Follows a language chosen in another tab of the site (the stored choice's `storage` event), so
 * every open page speaks the visitor's language; a catalog that cannot load leaves this one as is.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_STORAGE_KEY || !isLanguage(event.newValue)) return;
    if (event.newValue === activeLanguage()) return;
    chooseLanguage(event.newValue, false).catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
