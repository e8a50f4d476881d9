import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { city } from '@/i18n/catalogs/so/city';
import type { city as english } from '@/i18n/catalogs/en/city';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('so', 'city', city);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(city).toEqualTypeOf<CatalogFor<typeof english>>();
});
