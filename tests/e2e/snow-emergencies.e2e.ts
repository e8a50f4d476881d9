// Snow emergencies on the production build, with the page's clock set (Central time: December 2026
// is UTC−6). One page load checks several things: the notice's phase, its next boundary, the
// change at a boundary without a poll, the dialog, the link.
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LANGUAGE_STORAGE_KEY } from '@/state/language';
import { advanceClock, closeBrowser, DESKTOP, openPage, PHONE, siteUrl } from './support/browser';
import {
  cumulativeShift,
  layoutShifts,
  NO_VISIBLE_SHIFT,
  watchLayoutShifts,
} from './support/layout-shifts';
import { saveScreenshot, saveViewScreenshot } from './support/screenshots';
import { DECLARED, MPLS_RULES, mpls, stPaul } from '../support/snow-answers';

afterAll(closeBrowser);

interface Opened {
  page: Page;
  errors: string[];
  close: () => Promise<void>;
  requests: () => number;
}

/** A page at `time` whose `/api/snow-emergencies` answers `body` (JSON) with `status`. */
async function openAt(
  time: string,
  body: unknown,
  {
    status = 200,
    path = '/',
    host = '127.0.0.1',
    phone = false,
    language,
    watchShifts = false,
    paused = false,
  }: {
    status?: number;
    path?: string;
    host?: string;
    phone?: boolean;
    language?: string;
    /** Keep the load's layout shifts in `window.layoutShifts` (see `layoutShifts`). */
    watchShifts?: boolean;
    /** Hold the page's timers from the start (`page.clock.resume()` lets them go). */
    paused?: boolean;
  } = {},
): Promise<Opened> {
  const { page, context, errors } = await openPage(
    phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: DESKTOP },
  );
  if (language)
    await context.addInitScript(
      ([key, code]) => window.localStorage.setItem(key!, code!),
      [LANGUAGE_STORAGE_KEY, language],
    );
  if (watchShifts) await watchLayoutShifts(context);
  await page.clock.install({ time: new Date(time) });
  if (paused) await page.clock.pauseAt(new Date(Date.parse(time) + 1000));
  let count = 0;
  await page.route('**/api/snow-emergencies', (route) => {
    count += 1;
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  });
  await page.goto(siteUrl(path, host));
  return { page, errors, close: () => context.close(), requests: () => count };
}

const answer = (data: unknown[]) => ({
  data,
  source: 'City of Minneapolis; City of Saint Paul',
  timestamp: DECLARED,
});
const notice = (page: Page, name: RegExp) => page.getByRole('article', { name });
/** Console errors other than the browser's own line for a 4xx/5xx that a test asked for. */
const unexpected = (errors: string[]) => {
  const left = errors.filter((error) => !error.includes('Failed to load resource'));
  if (left.length) console.log(left);
  return left;
};

describe('the notice on the metro page (desktop)', () => {
  test('declared at 4:30 PM: at 5 PM both cities say their rules begin at 9 PM', async () => {
    const { page, errors, close } = await openAt(
      '2026-12-01T23:00:00Z',
      answer([mpls(), stPaul()]),
    );
    const minneapolis = notice(page, /Minneapolis Snow Emergency/);
    await minneapolis.waitFor();
    expect(await minneapolis.innerText()).toContain('Parking rules begin at 9 PM');
    const saintPaul = notice(page, /Saint Paul Snow Emergency/);
    expect(await saintPaul.innerText()).toContain('Parking rules begin at 9 PM');
    // The notice sits near the top, right under the weather alerts' row.
    const alerts = (await page.getByRole('region', { name: 'Weather alerts' }).boundingBox())!;
    const box = (await minneapolis.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(alerts.y + alerts.height - 1);
    expect(box.y).toBeLessThan(alerts.y + alerts.height + 4);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  test('Day 1 then Day 2 at 8 AM, and Saint Paul night then day, without a poll; the dialog and the link', async () => {
    // Wednesday 7:58 AM
    const { page, errors, close, requests } = await openAt(
      '2026-12-02T13:58:00Z',
      answer([mpls(), stPaul()]),
    );
    const minneapolis = notice(page, /Minneapolis Snow Emergency/);
    const saintPaul = notice(page, /Saint Paul Snow Emergency/);
    await minneapolis.waitFor();
    expect(await minneapolis.innerText()).toMatch(/Day 1[\s\S]*Snow Emergency Routes/);
    expect(await minneapolis.innerText()).toContain('Day 2 begins Wednesday 8 AM');
    expect(await saintPaul.innerText()).toMatch(/Night plow routes[\s\S]*Night Plow Routes/);
    const link = minneapolis.getByRole('link', { name: /City rules/ });
    expect(await link.getAttribute('href')).toBe(MPLS_RULES);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const polled = requests();
    // 3 minutes: past 8 AM, well short of the 5-minute poll.
    await advanceClock(page, 3 * 60_000);
    await minneapolis.getByText('Day 3 begins Thursday 8 AM').waitFor();
    expect(await minneapolis.innerText()).toContain('even-numbered side');
    await saintPaul.getByText('Day plow routes', { exact: true }).waitFor();
    expect(requests()).toBe(polled);
    const live = page.locator('[aria-live="polite"]', { hasText: 'Snow Emergency' });
    expect(await live.innerText()).toContain('Minneapolis Snow Emergency: Day 2.');
    await saveViewScreenshot(page, 'snow-notice-desktop-en');
    await minneapolis.getByRole('button', { name: 'All phases' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Minneapolis Snow Emergency: where you may park',
    });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Tuesday 9 PM to Wednesday 8 AM');
    expect(text).toContain('Thursday 8 AM to Thursday 8 PM');
    expect(text).toContain('Do not park on the EVEN-numbered side');
    expect(await dialog.locator('[aria-current="step"]').innerText()).toMatch(/^Day 2\s*Now/);
    await saveScreenshot(page, 'snow-dialog-desktop-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  test('Day 3 until 8 PM Thursday, then nothing; an ended declaration shows nothing', async () => {
    // Thursday 7:58 PM; Saint Paul's last one ended Tuesday morning
    const { page, errors, close } = await openAt(
      '2026-12-04T01:58:00Z',
      answer([
        mpls(),
        stPaul({
          status: 'ended',
          declaredAt: '2026-11-28T16:00:00Z',
          endsAt: '2026-12-01T14:00:00Z',
        }),
        { id: 'bl', city: 'Bloomington', status: 'declared', declaredAt: '2026-12-03T15:00:00Z' },
      ]),
    );
    const minneapolis = notice(page, /Minneapolis Snow Emergency/);
    await minneapolis.waitFor();
    expect(await minneapolis.innerText()).toMatch(/Day 3[\s\S]*odd-numbered side/);
    expect(await minneapolis.innerText()).toContain('Rules end Thursday 8 PM');
    const bloomington = notice(page, /Bloomington Snow Emergency/);
    expect(await bloomington.innerText()).toContain('Snow Emergency declared');
    expect(await bloomington.innerText()).not.toMatch(/Day \d/);
    expect(await page.locator('[data-snow-city="Saint Paul"]').count()).toBe(0);
    await advanceClock(page, 3 * 60_000);
    await minneapolis.waitFor({ state: 'detached' });
    expect(await bloomington.isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

describe('the first paint of / during an emergency', () => {
  // Most of the year there is no notice, so the page keeps no place for one; on the days there is,
  // it is part of the first paint rather than pushing the map down after it. The first render
  // waits for it a bounded time (FIRST_RENDER_WAIT_MS); the page's timers are held until the notice
  // is drawn, so a busy machine cannot stand in for a slow link here: what this checks is the
  // order of events, not how fast they come.
  test.each([
    ['phone', true],
    ['desktop', false],
  ])('on a %s: the notice is drawn with the page, and nothing shifts', async (screen, phone) => {
    const { page, errors, close } = await openAt('2026-12-02T16:00:00Z', answer([mpls()]), {
      phone,
      watchShifts: true,
      paused: true,
    });
    // The first render: the weather alerts' row is in it, and so is the notice.
    await page.getByRole('region', { name: 'Weather alerts' }).waitFor();
    expect(await notice(page, /Minneapolis Snow Emergency/).count()).toBe(1);
    await page.clock.resume();
    // What comes after the first paint: the markers, and the weather alerts' answer in their row.
    await page
      .getByRole('button', { name: /^Traffic Camera: / })
      .first()
      .waitFor();
    await page.getByText('Checking for weather alerts…').waitFor({ state: 'detached' });
    const shifts = await layoutShifts(page);
    expect(cumulativeShift(shifts), JSON.stringify(shifts)).toBeLessThan(NO_VISIBLE_SHIFT);
    await saveViewScreenshot(page, `snow-first-paint-${screen}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

describe('failures', () => {
  test('a 404: nothing about snow emergencies anywhere, and the console says so once', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    const told = page.waitForEvent('console', (message) =>
      message.text().includes('[snow-emergencies]'),
    );
    await page.route('**/api/snow-emergencies', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"message":"Not found"}',
      }),
    );
    await page.goto(siteUrl('/'));
    const message = await told;
    expect(message.type()).toBe('info');
    await page
      .getByRole('region', { name: 'Weather alerts' })
      .getByRole('button')
      .first()
      .waitFor();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByRole('region', { name: 'Snow emergencies' }).count()).toBe(0);
    expect(await page.locator('[data-snow-city]').count()).toBe(0);
    expect(await page.getByText("Couldn't check for snow emergencies").count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  test.each([
    ['a 503', 503, { message: 'Service Unavailable' }],
    ['a wrong shape', 200, { data: { Minneapolis: 'declared' } }],
  ])('%s reads "Couldn\'t check for snow emergencies"', async (_name, status, body) => {
    const { page, errors, close } = await openAt('2026-12-02T16:00:00Z', body, { status });
    await page
      .getByRole('region', { name: 'Snow emergencies' })
      .getByText("Couldn't check for snow emergencies")
      .waitFor();
    expect(await page.locator('[data-snow-city]').count()).toBe(0);
    expect(unexpected(errors).filter((error) => !error.includes('snow-emergencies'))).toEqual([]);
    await close();
  });
});

test('Spanish: Minneapolis’s own words, Central times, the dialog', async () => {
  const { page, errors, close } = await openAt('2026-12-02T16:00:00Z', answer([mpls(), stPaul()]), {
    language: 'es',
  });
  const minneapolis = notice(page, /Emergencia por Nevada en Minneapolis/);
  await minneapolis.waitFor();
  expect(await minneapolis.innerText()).toContain('El Día 3 comienza el jueves a las 8 a. m.');
  expect(await notice(page, /Emergencia causada por la nieve en Saint Paul/).count()).toBe(1);
  await saveViewScreenshot(page, 'snow-notice-desktop-es');
  await minneapolis.getByRole('button', { name: 'Todas las fases' }).click();
  await page.getByRole('dialog').waitFor();
  await saveScreenshot(page, 'snow-dialog-desktop-es');
  expect(unexpected(errors)).toEqual([]);
  await close();
});

describe('on a phone (390×844)', () => {
  test.each([
    ['en', /Minneapolis Snow Emergency/, 'All phases'],
    ['es', /Emergencia por Nevada en Minneapolis/, 'Todas las fases'],
  ])('%s: the notice on the first screen, whole, and its dialog', async (language, name, all) => {
    const { page, errors, close } = await openAt('2026-12-02T16:00:00Z', answer([mpls()]), {
      phone: true,
      language,
    });
    const minneapolis = notice(page, name);
    await minneapolis.waitFor();
    const box = (await minneapolis.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Nothing in it is cut: no line is wider than its box.
    const clipped = await minneapolis.evaluate((article) =>
      [...article.querySelectorAll('p, a, button, strong, span')]
        .filter((element) => !element.classList.contains('sr-only'))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent),
    );
    expect(clipped).toEqual([]);
    await saveViewScreenshot(page, `snow-notice-phone-${language}`);
    await minneapolis.getByRole('button', { name: all }).click();
    await page.getByRole('dialog').waitFor();
    await saveScreenshot(page, `snow-dialog-phone-${language}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

test("a city host shows its own city's notice only (minneapolis.test)", async () => {
  const { page, errors, close } = await openAt('2026-12-02T16:00:00Z', answer([mpls(), stPaul()]), {
    host: 'minneapolis.test',
  });
  await notice(page, /Minneapolis Snow Emergency/).waitFor();
  expect(await page.locator('[data-snow-city="Saint Paul"]').count()).toBe(0);
  expect(unexpected(errors)).toEqual([]);
  await close();
});

test("a city's domain page shows its own city's notice only (/domain/saintpaul.news)", async () => {
  const { page, errors, close } = await openAt('2026-12-02T05:00:00Z', answer([mpls(), stPaul()]), {
    path: '/domain/saintpaul.news',
  });
  const saintPaul = notice(page, /Saint Paul Snow Emergency/);
  await saintPaul.waitFor();
  expect(await saintPaul.innerText()).toContain('Day plow routes begin Wednesday 8 AM');
  expect(await page.locator('[data-snow-city="Minneapolis"]').count()).toBe(0);
  expect(unexpected(errors)).toEqual([]);
  await close();
});
