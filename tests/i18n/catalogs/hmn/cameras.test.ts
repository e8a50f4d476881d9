import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { cameras } from '@/i18n/catalogs/hmn/cameras';
import type { cameras as english } from '@/i18n/catalogs/en/cameras';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('hmn', 'cameras', cameras);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(cameras).toEqualTypeOf<CatalogFor<typeof english>>();
});
