/**
 * The four languages on the built site: the Language control in the header and on the phone view,
 * `<html lang>`, a heading, a layer button and an error message in each language, the choice
 * surviving a reload, feed text kept in English inside `lang="en"`, and in every language no
 * sideways scrolling, no clipped control and no axe violation on any screen, at 390 px and at
 * 1280 px. A first visit follows the browser's preferred languages.
 */
import { afterAll, describe, expect, test } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import type { Message } from '@/i18n/catalog';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { hmn } from '@/i18n/catalogs/hmn';
import { so } from '@/i18n/catalogs/so';
import { LANGUAGE_NAMES, type Language } from '@/i18n/languages';
import { axeViolations } from './support/axe';
import {
  closeBrowser,
  DESKTOP,
  openPage,
  PHONE,
  requestsSettled,
  siteUrl,
} from './support/browser';
import { clippedText } from './support/clipped-text';
import { auditLayout } from './support/layout-audit';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

type Key = keyof typeof en;
const CATALOGS: Record<Language, Readonly<Record<Key, Message>>> = { en, es, so, hmn };
const OTHERS = ['es', 'so', 'hmn'] as const;
const STORAGE_KEY = 'twin-cities-live:language';

/** A message of `language` with its placeholders filled, as the site writes it. */
function words(language: Language, key: Key, params: Record<string, string | number> = {}) {
  const message = CATALOGS[language][key];
  const template = typeof message === 'string' ? message : message.other;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}

const PHONE_OPTIONS: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true };

async function choose(page: Page, language: Language) {
  await page.getByRole('combobox', { name: /Language/ }).click();
  await page.getByRole('option', { name: LANGUAGE_NAMES[language] }).click();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
}

/** Opens a page already in `language`, as a returning visitor who chose it. */
async function openIn(language: Language, options: BrowserContextOptions = {}) {
  const opened = await openPage(options);
  await opened.context.addInitScript(([key, code]) => window.localStorage.setItem(key, code), [
    STORAGE_KEY,
    language,
  ] as const);
  return opened;
}

describe.each(OTHERS)('in %s', (language) => {
  test('the metro page: control, heading, layer button, error message, and a reload', async () => {
    const { page, context, errors } = await openPage();
    // The cameras fail, so the page shows its error line in the chosen language.
    await page.route('**/api/traffic-cams', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto(siteUrl('/'));
    await page
      .getByRole('heading', { level: 1, name: words('en', 'app.metroPage.title') })
      .waitFor();
    await choose(page, language);
    const heading = page.getByRole('heading', {
      level: 1,
      name: words(language, 'app.metroPage.title'),
    });
    await heading.waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: new RegExp(`^${words(language, 'map.kind.camera.layer')}`) })
          .count(),
      )
      .toBeGreaterThan(0);
    await page.getByText(words(language, 'feed.cameras.unavailable')).first().waitFor();
    // The control keeps the focus and names the chosen language in its own words.
    const control = page.getByRole('combobox', { name: /Language/ });
    expect(await control.textContent()).toContain(LANGUAGE_NAMES[language]);
    await page.reload();
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await saveScreenshot(page, `languages-metro-${language}-desktop`);
    expect(errors.filter((line) => !line.includes('500'))).toEqual([]);
    await context.close();
  });

  test('the phone view: control, tabs and feed text in English', async () => {
    const { page, context } = await openPage(PHONE_OPTIONS);
    await page.goto(siteUrl('/'));
    await page.getByRole('tab', { name: words('en', 'phone.tab.map') }).waitFor();
    await choose(page, language);
    await page.getByRole('tab', { name: words(language, 'phone.tab.traffic') }).click();
    await page
      .getByRole('heading', { name: words(language, 'phone.traffic.title') })
      .first()
      .waitFor();
    // A camera's name is feed text: it stays as sent, marked English.
    const feedLang = await page
      .getByRole('tabpanel')
      .locator('[lang="en"]')
      .first()
      .evaluate((element) => element.getAttribute('lang'));
    expect(feedLang).toBe('en');
    await page.reload();
    await page.getByRole('tab', { name: words(language, 'phone.tab.map') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    await saveScreenshot(page, `languages-phone-${language}`);
    await context.close();
  });

  test('the domain page and the city host', async () => {
    const { page, context } = await openPage();
    await page.goto(siteUrl('/domain/edina.news'));
    await page.getByRole('heading', { level: 1, name: 'Edina Local News' }).waitFor();
    await choose(page, language);
    await page
      .getByRole('heading', {
        level: 1,
        name: words(language, 'city.header.title', { city: 'Edina' }),
      })
      .waitFor();
    // The city host is another origin with its own storage: the visitor chooses there too.
    await page.goto(siteUrl('/', 'edina.test'));
    await page.getByRole('heading', { level: 1, name: 'Edina Local News' }).waitFor();
    await choose(page, language);
    await page
      .getByRole('heading', {
        level: 1,
        name: words(language, 'city.header.title', { city: 'Edina' }),
      })
      .waitFor();
    await page.reload();
    await page
      .getByRole('heading', {
        level: 1,
        name: words(language, 'city.header.title', { city: 'Edina' }),
      })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.title()).toBe(
      words(language, 'title.cityPage', { city: 'Edina', app: 'Twin Cities Live' }),
    );
    await context.close();
  });

  test('Domain Not Found and the 404 page', async () => {
    const { page, context } = await openIn(language);
    await page.goto(siteUrl('/domain/nowhere.example'));
    await page.getByRole('heading', { name: words(language, 'city.notFound.title') }).waitFor();
    expect(await page.title()).toContain(words(language, 'city.notFound.title'));
    expect(await page.getByRole('combobox', { name: /Language/ }).count()).toBe(1);
    await page.goto(siteUrl('/no/such/page'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // A visitor who cannot read it switches here too: the Language control is on every screen.
    await choose(page, 'en');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('a first visit', () => {
  test.each([
    ['so-SO', 'so'],
    ['es-MX', 'es'],
    ['fr-FR', 'en'],
  ] as const)(
    'with the browser in %s opens in %s, and keeps nothing until the visitor chooses',
    async (locale, language) => {
      const { page, context } = await openPage({ locale });
      await page.goto(siteUrl('/'));
      await page
        .getByRole('heading', { level: 1, name: words(language, 'app.metroPage.title') })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
      await context.close();
    },
  );
});

const SCREENS = [
  { name: 'metro', url: () => siteUrl('/') },
  { name: 'domain', url: () => siteUrl('/domain/edina.news') },
  { name: 'city-host', url: () => siteUrl('/', 'edina.test') },
  { name: 'not-found', url: () => siteUrl('/no/such/page') },
];
const SIZES = [
  { name: 'phone', options: PHONE_OPTIONS, width: PHONE.width },
  { name: 'desktop', options: { viewport: DESKTOP }, width: DESKTOP.width },
];

const CASES = SIZES.flatMap((size) => SCREENS.map((screen) => ({ ...screen, size })));

/** The screen's language and what a visitor trips over on it: every list is empty on a good screen. */
async function layoutFaults(page: Page, width: number) {
  await page.evaluate(() => document.fonts.ready);
  const audit = await auditLayout(page);
  return {
    language: await page.evaluate(() => document.documentElement.lang),
    scrollsSideways: audit.scrollWidth > width,
    clipped: await clippedText(page),
    axe: await axeViolations(page),
  };
}

// One page load per screen and size: the layout is read in English, then in each other language
// chosen with the Language control (the screen re-renders in place, with its data as it was). A
// visit that starts in a language, from the stored choice, is the reload tests' part above.
describe('layout in every language', () => {
  test.each(CASES)(
    '$name on a $size.name: in en, es, so and hmn it fits, nothing is clipped, axe finds nothing',
    async ({ name, url, size }) => {
      const { page, context } = await openPage(size.options);
      await page.goto(url());
      await page.waitForLoadState('networkidle');
      await page.locator('h1:visible, main:visible').first().waitFor();
      for (const language of ['en', ...OTHERS] as Language[]) {
        if (language !== 'en') {
          await choose(page, language);
          await requestsSettled(page);
        }
        const faults = await layoutFaults(page, size.width);
        expect(faults, `${name} on a ${size.name} in ${language}`).toEqual({
          language,
          scrollsSideways: false,
          clipped: [],
          axe: [],
        });
        await saveScreenshot(page, `languages-${name}-${language}-${size.name}`);
      }
      await context.close();
    },
    // A ceiling, not a wait: four axe checks of a map page on a loaded 2-core machine.
    180_000,
  );
});
