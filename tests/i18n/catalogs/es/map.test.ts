import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { map } from '@/i18n/catalogs/es/map';
import type { map as english } from '@/i18n/catalogs/en/map';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('es', 'map', map);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(map).toEqualTypeOf<CatalogFor<typeof english>>();
});
