import { expect, expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { snow } from '@/i18n/catalogs/hmn/snow';
import type { snow as english } from '@/i18n/catalogs/en/snow';
import { describeTranslatedSection } from '../section-checks';

const MINNEAPOLIS = 'kev thob dau ceev';
const SAINT_PAUL = 'kev kaus te kub ceev';

describeTranslatedSection('hmn', 'snow', snow);

test('is typed against the English section, so a missing key does not compile', () => {
  expectTypeOf(snow).toEqualTypeOf<CatalogFor<typeof english>>();
});

test("each city's notice uses that city's own term (docs/i18n/glossary-snow.md)", () => {
  expect(snow['snow.title.minneapolis'].toLowerCase()).toContain(MINNEAPOLIS);
  expect(snow['snow.title.saintPaul'].toLowerCase()).toContain(SAINT_PAUL);
});
