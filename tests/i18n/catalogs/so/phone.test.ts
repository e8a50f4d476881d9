import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { phone } from '@/i18n/catalogs/so/phone';
import type { phone as english } from '@/i18n/catalogs/en/phone';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('so', 'phone', phone);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(phone).toEqualTypeOf<CatalogFor<typeof english>>();
});
