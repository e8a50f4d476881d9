import { expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { common } from '@/i18n/catalogs/so/common';
import type { common as english } from '@/i18n/catalogs/en/common';
import { describeTranslatedSection } from '../section-checks';

describeTranslatedSection('so', 'common', common);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(common).toEqualTypeOf<CatalogFor<typeof english>>();
});
