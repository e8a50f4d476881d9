import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { weather } from '@/i18n/catalogs/hmn/weather';
import type { weather as english } from '@/i18n/catalogs/en/weather';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('hmn', 'weather', weather);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(weather).toEqualTypeOf<CatalogFor<typeof english>>();
});
