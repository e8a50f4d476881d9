/**
 * A new language re-renders the page in place: chosen in another tab of the site, it reaches this
 * one with its dialog still open, the focus on the same element, the scroll where it was and no feed
 * asked again, and every word on the page (texts, names, the title) is what a page opened in that
 * language shows.
 */
import { afterAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Language } from '@/i18n/languages';
import type { Message } from '@/i18n/catalog';
import { en } from '@/i18n/catalogs/en';
import { es } from '@/i18n/catalogs/es';
import { hmn } from '@/i18n/catalogs/hmn';
import { so } from '@/i18n/catalogs/so';
import { demoCameras } from '@/mocks/responses';
import { closeBrowser, openPage, PHONE, requestsSettled, siteUrl } from './support/browser';

afterAll(closeBrowser);

const STORAGE_KEY = 'twin-cities-live:language';
const camera = demoCameras()[0]!;

const AGE_KEYS = ['age.justNow', 'age.minutes', 'age.hours', 'age.days'] as const;
const formsOf = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message);

/**
 * Each language's ages ("just now", "3 min ago", counts as #), longest first, with the tag each
 * becomes. The page kept open read a feed earlier than the fresh one, so its age can say a minute
 * more (a CI run on a busy machine: "hace # min" beside "ahora mismo"). Tagged with their language,
 * an age left in the old one still fails.
 */
const AGES = Object.entries({ en, es, so, hmn })
  .flatMap(([language, catalog]) =>
    AGE_KEYS.flatMap((key) => formsOf(catalog[key])).map((form) => ({
      text: form.replace(/\{count\}/g, '#'),
      tag: `<age ${language}>`,
    })),
  )
  .sort((a, b) => b.text.length - a.text.length);

const withAgesTagged = (word: string) =>
  AGES.reduce((text, age) => text.replaceAll(age.text, age.tag), word);

/** Every word the page shows or names: text, accessible names, titles and the document's title. */
async function wordsOnPage(page: Page): Promise<string[]> {
  return (await wordsAsShown(page)).map(withAgesTagged).sort();
}

function wordsAsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [`document.title=${document.title}`];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // The label over a focused marker is checked on its own (a fresh page focuses none).
      if (node.parentElement?.closest('script, style, [data-hover-label]')) continue;
      const text = node.textContent?.trim();
      if (text) words.push(text);
    }
    const named = ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription'];
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of named) {
        const value = element.getAttribute(name);
        if (value) words.push(`${name}=${value}`);
      }
    }
    // Counts and times differ with the moment, not the language: the digits, and a time's half of
    // the day in the way of its language (a page opened across the top of an hour lists the
    // forecast's hours from the next one, so one of them falls on the other side of noon or
    // midnight). "AM" against "a. m." still differs.
    return words.map((text) =>
      text
        .replace(/\d+/g, '#')
        .replace(/#\s[ap]\.\s?m\./g, '# ·. m.')
        .replace(/#\s[AP]M\b/g, '# ·M'),
    );
  });
}

/** What one list of words has that the other has not, each as often as it is missing. */
function missingFrom(words: string[], other: string[]): string[] {
  const left = new Map<string, number>();
  for (const word of other) left.set(word, (left.get(word) ?? 0) + 1);
  return words.filter((word) => {
    const count = left.get(word) ?? 0;
    left.set(word, count - 1);
    return count <= 0;
  });
}

/**
 * Expects `page` to show the words a page opened afresh at `path` shows. Both fill in over a few
 * moments (the parts below the fold, the markers, the forecast): compared until they agree, so a
 * word left in the old language fails with the words each has that the other has not.
 */
async function expectSameAsFresh(context: BrowserContext, page: Page, path: string, host?: string) {
  const fresh = await context.newPage();
  await fresh.goto(siteUrl(path, host));
  await expect
    .poll(
      async () => {
        const [inPlace, afresh] = await Promise.all([wordsOnPage(page), wordsOnPage(fresh)]);
        return {
          onlyInPlace: missingFrom(inPlace, afresh),
          onlyAfresh: missingFrom(afresh, inPlace),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ onlyInPlace: [], onlyAfresh: [] });
  await fresh.close();
}

/** Another tab of the site chooses `language`: the stored choice changes under open pages. */
async function chooseInAnotherTab(context: BrowserContext, language: Language, host?: string) {
  const other = await context.newPage();
  await other.goto(siteUrl('/manifest.webmanifest', host));
  await other.evaluate(([key, code]) => window.localStorage.setItem(key, code), [
    STORAGE_KEY,
    language,
  ] as const);
  await other.close();
}

/** Marks the focused element, to tell afterwards whether it is the same element or a new one. */
const markFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.setAttribute('data-focus-probe', ''));
const focusedTop = (page: Page) =>
  page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? Number.NaN);
const focusKept = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-focus-probe') === true);

/** The label over the map naming the hovered or focused marker. */
const hoverLabel = (page: Page) => page.locator('[data-hover-label]').textContent();

interface FeedRequest {
  url: string;
  at: number;
}

function countFeedRequests(page: Page): FeedRequest[] {
  const asked: FeedRequest[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      asked.push({ url: request.url(), at: Date.now() });
    }
  });
  return asked;
}

/** The app's shortest poll interval (the cameras' and the system status's 30 s), with a margin. */
const SOONEST_POLL_MS = 25_000;

/**
 * The feeds asked again since `since` sooner than any poll would ask them: what a re-mount would
 * do. A poll that falls in the test is not one.
 */
function askedAgain(asked: FeedRequest[], since: number): string[] {
  return asked.slice(since).flatMap((request, index) => {
    const earlier = asked.slice(0, since + index).filter(({ url }) => url === request.url);
    const last = earlier.at(-1);
    return last && request.at - last.at < SOONEST_POLL_MS ? [request.url] : [];
  });
}

const mapHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

const cameraDialog = (page: Page) => page.getByRole('dialog').waitFor();

test('the metro page: scroll, focus and feeds kept, every word in the new language', async () => {
  const { page, context, errors } = await openPage();
  const asked = countFeedRequests(page);
  await page.goto(siteUrl('/'));
  await mapHeading(page);
  await requestsSettled(page);
  // The markers are drawn after the first paint (decision 025), in a render of their own.
  await page.locator('button[data-cluster-count]').first().waitFor();
  // Down the page, on a cluster of the map there: its name shows in a label over the map.
  const scrolled = await page.evaluate(() => {
    window.scrollTo(0, 700);
    const inView = [...document.querySelectorAll<HTMLElement>('button[data-cluster-count]')].find(
      (button) => {
        const { top, bottom } = button.getBoundingClientRect();
        return top > 100 && bottom < window.innerHeight - 100;
      },
    );
    inView?.focus();
    return window.scrollY;
  });
  expect(scrolled).toBe(700);
  expect(await hoverLabel(page)).toMatch(/^\d+ points: /);
  await markFocus(page);
  const topBefore = await focusedTop(page);
  const before = asked.length;

  await chooseInAnotherTab(context, 'es');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  await requestsSettled(page);

  // Longer words above it move the page; the browser keeps the visitor's place (scroll anchoring).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await focusKept(page)).toBe(true);
  // To the pixel: scroll anchoring keeps the place in layout units, and a busy machine's run was
  // found exactly 0.5 px off (107.17 against 106.67), which toBeCloseTo(…, 0) counts as a miss.
  expect(Math.abs((await focusedTop(page)) - topBefore)).toBeLessThanOrEqual(1);
  expect(askedAgain(asked, before)).toEqual([]);
  // The label follows the cluster's new name, in the site's words (not marked as feed text).
  const renamed = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(renamed).not.toMatch(/points/);
  expect(await hoverLabel(page)).toBe(renamed);
  expect(await page.locator('[data-hover-label]').getAttribute('lang')).toBeNull();
  await expectSameAsFresh(context, page, '/');
  expect(errors).toEqual([]);
  await context.close();
});

test('a camera’s dialog stays open, its focus kept, and reads in the new language', async () => {
  const { page, context, errors } = await openPage();
  await chooseInAnotherTab(context, 'so');
  const asked = countFeedRequests(page);
  await page.goto(siteUrl(`/?camera=${camera.id}`));
  await cameraDialog(page);
  await requestsSettled(page);
  await markFocus(page);
  const before = asked.length;

  await chooseInAnotherTab(context, 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await requestsSettled(page);

  expect(await page.getByRole('dialog').isVisible()).toBe(true);
  expect(await focusKept(page)).toBe(true);
  expect(askedAgain(asked, before)).toEqual([]);
  // A page opened now reads the stored choice: English, as the other tab left it.
  await expectSameAsFresh(context, page, `/?camera=${camera.id}`);
  expect(errors).toEqual([]);
  await context.close();
});

const PHONE_DEVICE = { viewport: PHONE, isMobile: true, hasTouch: true } as const;

test.each([
  { screen: 'the map’s list view, with radar', path: '/?view=list&radar=on', device: {} },
  { screen: 'the phone’s live map', path: '/', device: PHONE_DEVICE },
  {
    screen: 'the phone’s traffic tab, a camera open',
    path: `/?camera=${camera.id}`,
    device: PHONE_DEVICE,
    dialog: true,
  },
  { screen: 'a city’s domain page', path: '/domain/edina.news', device: {} },
  { screen: 'a city’s host', path: '/', device: {}, host: 'edina.test' },
])(
  '$screen: every word in the new language, no feed asked again',
  async ({ path, device, host, dialog }) => {
    const { page, context, errors } = await openPage(device);
    const asked = countFeedRequests(page);
    await page.goto(siteUrl(path, host));
    // The page has drawn: its heading, or the camera's dialog, which hides the rest of the page
    // (heading too) from the accessibility tree once open: on a busy machine it opened before the
    // heading was looked for, and the wait for the heading never ended.
    await (dialog ? cameraDialog(page) : mapHeading(page));
    await requestsSettled(page);
    const before = asked.length;

    await chooseInAnotherTab(context, 'es', host);
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await requestsSettled(page);

    expect(askedAgain(asked, before)).toEqual([]);
    await expectSameAsFresh(context, page, path, host);
    expect(errors).toEqual([]);
    await context.close();
  },
);
