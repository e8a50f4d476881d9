/**
 * The visitor's language: the stored choice, else the browser's first preferred language the site
 * speaks, else English. Choosing loads that language's catalog, makes it active for every screen,
 * sets `<html lang>` and keeps the choice for the next visit.
 */
import { useSyncExternalStore } from 'react';
import { isLanguage, matchLanguage, type Language } from '@/i18n/languages';
import { loadCatalog } from '@/i18n/load-catalog';
import { activeLanguage, applyCatalog, subscribeToLanguage } from '@/i18n/translate';

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

/** The active language; a component using it re-renders when the visitor picks another. */
export function useActiveLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, activeLanguage, () => 'en');
}
