/** The site's languages: English, and the metro's Spanish, Somali and Hmong. */
export const LANGUAGES = ['en', 'es', 'so', 'hmn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in its own words, as its option reads in the Language control. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  so: 'Soomaali',
  hmn: 'Hmoob',
};

/**
 * The locale `Intl` formats with. Chromium has no date data for `so` or `hmn` (it falls back to
 * en-US), so those two never reach `Intl.DateTimeFormat`: their catalogs carry the words.
 */
export const INTL_LOCALE: Readonly<Record<Language, string>> = {
  en: 'en-US',
  es: 'es-US',
  so: 'so',
  hmn: 'hmn',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the browser's preferred languages ("es-MX", "so", "hmn-US"…) that the site speaks,
 * matched on its primary subtag; English when none matches.
 */
export function matchLanguage(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
