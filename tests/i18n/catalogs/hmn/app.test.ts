import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { app } from '@/i18n/catalogs/hmn/app';
import type { app as english } from '@/i18n/catalogs/en/app';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('hmn', 'app', app);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(app).toEqualTypeOf<CatalogFor<typeof english>>();
});
