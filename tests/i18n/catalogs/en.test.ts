import { expect, test } from 'vitest';
import { en } from '@/i18n/catalogs/en';
import { ENGLISH_SECTIONS } from './section-checks';

test('en gathers every section: each section message reaches the catalog unchanged', () => {
  const catalog: Readonly<Record<string, unknown>> = en;
  for (const [name, section] of Object.entries(ENGLISH_SECTIONS)) {
    for (const [key, message] of Object.entries(section))
      expect(catalog[key], `${name}: ${key}`).toEqual(message);
  }
});

test('en holds nothing besides its sections', () => {
  const sectionKeys = Object.values(ENGLISH_SECTIONS).flatMap((section) => Object.keys(section));
  expect(Object.keys(en).sort()).toEqual([...sectionKeys].sort());
});
