/**
 * The visitor's language in React: `LanguageProvider` holds the active translator, and `useT()`
 * gives a component its `t` and `tp`. A new language changes the context's value, so every
 * component that reads words re-renders, memoised ones too; nothing re-mounts, so an open dialog,
 * the focus, the scroll and the feeds' observers stay as they were.
 */
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { activeTranslator, subscribeToLanguage, type Translator } from '@/i18n/translate';
import { followOtherTabs } from './language';

const TranslatorContext = createContext<Translator | null>(null);

/**
 * Gives its tree the active translator. A new language re-renders what reads `useT()` and what
 * that renders; the site's root reads it, so the whole site re-renders, and a memoised part that
 * shows words reads `useT()` itself.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const translator = useSyncExternalStore(subscribeToLanguage, activeTranslator, activeTranslator);
  useEffect(followOtherTabs, []);
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The active language's words for a component. Outside a `LanguageProvider` (a component test
 * that renders one part alone) it reads the active catalog without following a change.
 */
export function useT(): Translator {
  return useContext(TranslatorContext) ?? activeTranslator();
}
