import { en, type Messages } from './catalogs/en';
import type { Language } from './languages';

/** A language's catalog. English ships with the first screen; each other one is its own chunk. */
export async function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return en;
    case 'es':
      return (await import('./catalogs/es')).es;
    case 'so':
      return (await import('./catalogs/so')).so;
    case 'hmn':
      return (await import('./catalogs/hmn')).hmn;
  }
}
