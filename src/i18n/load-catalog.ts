import type { Messages } from './catalogs/en';
import type { Language } from './languages';
import { englishWords } from './translate';

/**
 * A language's catalog. English's words are already here (the first screen's, and the later parts'
 * as they loaded); each other language is one chunk of its own.
 */
export async function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return englishWords();
    case 'es':
      return (await import('./catalogs/es')).es;
    case 'so':
      return (await import('./catalogs/so')).so;
    case 'hmn':
      return (await import('./catalogs/hmn')).hmn;
  }
}
