import { expect, test } from 'vitest';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { hmn } from '@/i18n/catalogs/hmn';
import { so } from '@/i18n/catalogs/so';
import { LANGUAGES } from '@/i18n/languages';
import { loadCatalog } from '@/i18n/load-catalog';
import { englishWords } from '@/i18n/translate';
// The later parts' English, as the app has it once they have loaded.
import '@/i18n/english-later';
import '@/i18n/english-snow';

test('English is the catalog already here: the same words every screen reads', async () => {
  await expect(loadCatalog('en')).resolves.toBe(englishWords());
});

test.each([
  ['es', es],
  ['so', so],
  ['hmn', hmn],
] as const)('%s loads its own catalog, not English', async (language, catalog) => {
  const loaded = await loadCatalog(language);
  expect(loaded).toBe(catalog);
  expect(loaded).not.toBe(en);
});

test('every language loads a catalog with every English key', async () => {
  for (const language of LANGUAGES) {
    const loaded = await loadCatalog(language);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(en).sort());
  }
});
