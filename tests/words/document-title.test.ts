import { describe, expect, test } from 'vitest';
import { cityPageTitle, pageTitle } from '@/words/document-title';

describe('document titles', () => {
  test('a city page names the city', () => {
    expect(cityPageTitle('Edina')).toBe('Edina Local News · Twin Cities Live');
    expect(cityPageTitle('  Eden Prairie ')).toBe('Eden Prairie Local News · Twin Cities Live');
  });
  test('no city gives the app name', () => {
    expect(cityPageTitle('')).toBe('Twin Cities Live');
    expect(pageTitle('Domain Not Found')).toBe('Domain Not Found · Twin Cities Live');
    expect(pageTitle(' ')).toBe('Twin Cities Live');
  });
});
