/**
 * Every catalog section file by itself, as one table: each language's section passes the checks of
 * section-checks.ts (the whole catalogs are checked in tests/i18n/catalogs/<language>.test.ts).
 */
import { describe, expectTypeOf, test } from 'vitest';
import type { CatalogFor } from '@/i18n/catalog';
import { app as esApp } from '@/i18n/catalogs/es/app';
import { cameras as esCameras } from '@/i18n/catalogs/es/cameras';
import { city as esCity } from '@/i18n/catalogs/es/city';
import { common as esCommon } from '@/i18n/catalogs/es/common';
import { map as esMap } from '@/i18n/catalogs/es/map';
import { phone as esPhone } from '@/i18n/catalogs/es/phone';
import { snow as esSnow } from '@/i18n/catalogs/es/snow';
import { transit as esTransit } from '@/i18n/catalogs/es/transit';
import { weather as esWeather } from '@/i18n/catalogs/es/weather';
import { app as soApp } from '@/i18n/catalogs/so/app';
import { cameras as soCameras } from '@/i18n/catalogs/so/cameras';
import { city as soCity } from '@/i18n/catalogs/so/city';
import { common as soCommon } from '@/i18n/catalogs/so/common';
import { map as soMap } from '@/i18n/catalogs/so/map';
import { phone as soPhone } from '@/i18n/catalogs/so/phone';
import { snow as soSnow } from '@/i18n/catalogs/so/snow';
import { transit as soTransit } from '@/i18n/catalogs/so/transit';
import { weather as soWeather } from '@/i18n/catalogs/so/weather';
import { app as hmnApp } from '@/i18n/catalogs/hmn/app';
import { cameras as hmnCameras } from '@/i18n/catalogs/hmn/cameras';
import { city as hmnCity } from '@/i18n/catalogs/hmn/city';
import { common as hmnCommon } from '@/i18n/catalogs/hmn/common';
import { map as hmnMap } from '@/i18n/catalogs/hmn/map';
import { phone as hmnPhone } from '@/i18n/catalogs/hmn/phone';
import { snow as hmnSnow } from '@/i18n/catalogs/hmn/snow';
import { transit as hmnTransit } from '@/i18n/catalogs/hmn/transit';
import { weather as hmnWeather } from '@/i18n/catalogs/hmn/weather';
import {
  describeEnglishSection,
  describeTranslatedSection,
  ENGLISH_SECTIONS,
  type SectionName,
} from './catalogs/section-checks';

const TRANSLATED = {
  es: {
    app: esApp,
    cameras: esCameras,
    city: esCity,
    common: esCommon,
    map: esMap,
    phone: esPhone,
    snow: esSnow,
    transit: esTransit,
    weather: esWeather,
  },
  so: {
    app: soApp,
    cameras: soCameras,
    city: soCity,
    common: soCommon,
    map: soMap,
    phone: soPhone,
    snow: soSnow,
    transit: soTransit,
    weather: soWeather,
  },
  hmn: {
    app: hmnApp,
    cameras: hmnCameras,
    city: hmnCity,
    common: hmnCommon,
    map: hmnMap,
    phone: hmnPhone,
    snow: hmnSnow,
    transit: hmnTransit,
    weather: hmnWeather,
  },
};

type TranslatedLanguage = keyof typeof TRANSLATED;
const SECTION_NAMES = Object.keys(ENGLISH_SECTIONS) as SectionName[];
const LANGUAGES = Object.keys(TRANSLATED) as TranslatedLanguage[];

describe.each(SECTION_NAMES)('English: %s', (name) => {
  describeEnglishSection(name);
});

describe.each(
  LANGUAGES.flatMap((language) => SECTION_NAMES.map((name) => [language, name] as const)),
)('%s: %s', (language, name) => {
  describeTranslatedSection(language, name, TRANSLATED[language][name]);
});

/** Each section exactly as English's, key for key: a missing key does not compile. */
type TypedLikeEnglish = { [Name in SectionName]: CatalogFor<(typeof ENGLISH_SECTIONS)[Name]> };

test.each(LANGUAGES)('every %s section is typed against its English section', (language) => {
  expectTypeOf(TRANSLATED[language]).toEqualTypeOf<TypedLikeEnglish>();
});
