// The hub's chrome (header, suggestion, toasts, chooser, footer, LIVE/OFFLINE, clock): every test
// opens the hub with openHub and shares the screenshot and focus-contrast helpers below.
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, pageSettled, siteUrl, type OpenOptions } from './support/browser';
import { saveScreenshot, saveViewScreenshot } from './support/screenshots';
import { colorContrast, effectiveBackground, parseCssColor } from '../support/css-color';

afterAll(closeBrowser);

const TABLET = { width: 800, height: 1000 } as const;
const EDINA = { latitude: 44.8956, longitude: -93.3547 };
const DULUTH = { latitude: 46.7867, longitude: -92.1005 };

/** The hub's page, its time kept by a fake clock when `clock` is set (page.clock). */
async function openHub(options: OpenOptions = {}, { clock = false } = {}) {
  const opened = await openPage(options);
  if (clock) await opened.page.clock.install();
  await opened.page.goto(siteUrl('/'));
  await opened.page.getByRole('banner').waitFor();
  return opened;
}

/** The viewport only: a full-page shot resizes the window, which closes Radix popovers. */
const saveViewShot = saveViewScreenshot;

const suggestion = (page: Page) =>
  page.getByRole('region', { name: 'Your Local News Site', exact: true });

async function visitHref(page: Page) {
  const link = suggestion(page).getByRole('link', { name: /Visit/ });
  await link.waitFor();
  return link.getAttribute('href');
}

/** The text colour of the element and the colour actually behind it, from computed styles. */
async function indicatorContrast(page: Page): Promise<number> {
  const colours = await page
    .getByRole('banner')
    .getByRole('status')
    .evaluate((element) => {
      const layers: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        layers.push(getComputedStyle(node).backgroundColor);
      }
      return { text: getComputedStyle(element).color, layers };
    });
  const text = parseCssColor(colours.text);
  const layers = colours.layers.map((layer) => parseCssColor(layer));
  expect(text, colours.text).not.toBeNull();
  expect(layers.every(Boolean), colours.layers.join(' | ')).toBe(true);
  return colorContrast(text!, effectiveBackground(layers.filter((l) => l !== null)));
}

describe('network chrome on the metro page (desktop 1280x900)', () => {
  test('header, suggestion, live status, chooser and footer are all there', async () => {
    const { page, context, errors } = await openHub();
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Twin Cities Live' }).getAttribute('href')).toBe(
      '/',
    );
    expect(
      await banner.getByRole('link', { name: 'twincitieslive.news' }).getAttribute('rel'),
    ).toBe('noopener noreferrer');
    await banner.getByText('LIVE', { exact: true }).waitFor();
    expect(await banner.locator('time').innerText()).toMatch(/^\d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
    expect(await banner.getByRole('combobox', { name: 'Select city' }).innerText()).toContain(
      'All Cities',
    );
    await expect
      .poll(() => banner.getByRole('button', { name: 'Pause live updates' }).count())
      .toBe(1);

    // No geolocation permission: the metro-wide site is suggested.
    expect(await visitHref(page)).toBe('https://twincities.news');
    const visit = suggestion(page).getByRole('link', { name: /Visit/ });
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('noopener noreferrer');

    const status = page.getByRole('region', { name: 'Live Status' });
    await status.getByText('3/3 systems operational').waitFor();
    for (const service of ['NWS', 'Metro Transit', 'MnDOT GIS']) {
      const row = status.getByRole('listitem').filter({ hasText: service });
      expect(await row.innerText()).toContain('Connected');
    }
    const weather = status.getByRole('list', { name: 'Weather observations' });
    await weather.waitFor();
    const msp = await weather.getByRole('listitem').filter({ hasText: 'MSP Airport' }).innerText();
    expect(msp).toMatch(/Hennepin County/);
    expect(msp).toMatch(/17°F/);
    expect(msp).toMatch(/15 mph/);
    expect(msp).toMatch(/71%/);
    expect(msp).toMatch(/Light Snow/);
    const alerts = status.getByRole('list', { name: 'Transit alerts' }).getByRole('listitem');
    await expect.poll(() => alerts.count()).toBe(4);
    expect(await alerts.nth(0).innerText()).toMatch(/SEVERE[\s\S]*Route Blue Line[\s\S]*Since/i);
    expect(await alerts.nth(1).innerText()).toMatch(/WARNING[\s\S]*Route 21/i);
    expect(await alerts.nth(3).innerText()).toMatch(/INFO[\s\S]*Route A Line/i);
    // Severities look different, not only by their words.
    const looks = await alerts.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return `${style.backgroundColor}|${style.borderLeftStyle}|${style.borderLeftColor}`;
      }),
    );
    expect(new Set([looks[0], looks[1], looks[3]]).size).toBe(3);
    expect(looks[1]).toBe(looks[2]);

    const chooser = page.getByRole('region', { name: 'Select Your Local News Site' });
    await chooser.getByRole('heading', { level: 3 }).first().waitFor();
    const counties = await chooser.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(counties.map((heading) => heading.split(' County')[0])).toEqual([
      'Hennepin',
      'Ramsey',
      'Dakota',
      'Anoka',
      'Washington',
      'Scott',
      'Carver',
    ]);
    const localPages = chooser.getByRole('link', { name: /^Local Page/ });
    await expect.poll(() => localPages.count()).toBe(20);
    expect(
      await chooser.getByRole('link', { name: 'Local Page for Edina' }).getAttribute('href'),
    ).toBe('/domain/edina.news');

    const footer = page.getByRole('contentinfo');
    const communities = footer
      .getByRole('list', { name: 'Local communities' })
      .getByRole('listitem');
    await expect.poll(() => communities.count()).toBeGreaterThan(0);
    const count = await communities.count();
    expect(count).toBeLessThanOrEqual(8);
    for (const name of ['Network Hub', 'All Sites']) {
      const link = footer.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/twincitieslive\.news/);
    }
    expect(await footer.innerText()).toMatch(/© 2025/);
    // Metro site is in Hennepin: 7 of the 20 demo sites are there.
    await expect.poll(() => footer.getByText('Hennepin County: 7 sites').count()).toBe(1);

    await saveScreenshot(page, 'network-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the skip link is the first thing Tab reaches and moves focus past the header', async () => {
    const { page, context } = await openHub();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    expect(await focused.innerText()).toBe('Skip to map');
    expect(await focused.getAttribute('href')).toBe('#map');
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    const target = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.id === 'map' || active?.tagName === 'MAIN';
    });
    expect(target).toBe(true);
    await context.close();
  });

  test('every focus ring in the dark header and footer stands out (>= 3:1)', async () => {
    const { page, context } = await openHub();
    await page.getByText('3/3 systems operational').waitFor();
    const ring = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return null;
        const dark = active.closest('header, footer');
        return {
          name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
          inDark: Boolean(dark),
          outline: getComputedStyle(active).outlineColor,
          outlineStyle: getComputedStyle(active).outlineStyle,
          background: dark ? getComputedStyle(dark).backgroundColor : '',
        };
      });
    const checked: string[] = [];
    // Skip link, then the header's controls.
    for (let i = 0; i < 7; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await ring();
      if (!focus?.inDark) continue;
      expect(focus.outlineStyle, focus.name).not.toBe('none');
      const ratio = colorContrast(parseCssColor(focus.outline)!, parseCssColor(focus.background)!);
      expect(ratio, `${focus.name}: ${focus.outline}`).toBeGreaterThanOrEqual(3);
      checked.push(focus.name);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['Twin Cities Live', 'Select city', 'Pause live updates']),
    );
    await page.getByRole('link', { name: 'Network Hub', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const hub = await ring();
    expect(hub?.name).toBe('Network Hub');
    expect(
      colorContrast(parseCssColor(hub!.outline)!, parseCssColor(hub!.background)!),
    ).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  test('a visitor near Edina is offered edina.news', async () => {
    const { page, context, errors } = await openHub({
      permissions: ['geolocation'],
      geolocation: EDINA,
    });
    await expect.poll(() => visitHref(page)).toBe('https://edina.news');
    expect(await suggestion(page).innerText()).toContain('Closest to your location');
    await expect
      .poll(() => page.getByRole('contentinfo').getByText('Hennepin County: 7 sites').count())
      .toBe(1);
    await saveScreenshot(page, 'network-suggest-nearby-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a far-away visitor is offered the metro site', async () => {
    const { page, context } = await openHub({ permissions: ['geolocation'], geolocation: DULUTH });
    expect(await visitHref(page)).toBe('https://twincities.news');
    expect(await suggestion(page).innerText()).toContain('News for the whole Twin Cities metro');
    await context.close();
  });

  test('choosing a city suggests its site and says so in a toast', async () => {
    const { page, context, errors } = await openHub({
      permissions: ['geolocation'],
      geolocation: EDINA,
    });
    await expect.poll(() => visitHref(page)).toBe('https://edina.news');
    await page.getByRole('combobox', { name: 'Select city' }).click();
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const labels = await listbox.locator('[role="group"] > div:first-child').allInnerTexts();
    expect(labels).toEqual(['MAJOR CITIES', 'OTHER CITIES']);
    const options = await listbox.getByRole('option').allInnerTexts();
    expect(options.slice(0, 3)).toEqual(['All Cities', 'Minneapolis', 'Saint Paul']);
    // Radix renders the popover with the trigger's width (16rem) and at most 20rem high, scrolling.
    const box = await listbox.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const viewport = element.querySelector('[data-radix-select-viewport]');
      return {
        width: rect.width,
        height: rect.height,
        scroll: viewport?.scrollHeight ?? 0,
        overflowY: viewport ? getComputedStyle(viewport).overflowY : '',
      };
    });
    expect(box.width).toBe(256);
    expect(box.height).toBeLessThanOrEqual(320);
    expect(box.scroll).toBeGreaterThan(box.height);
    expect(box.overflowY).toBe('auto');
    await saveViewShot(page, 'network-city-dropdown-desktop');
    await listbox.getByRole('option', { name: 'Saint Paul' }).click();
    await expect.poll(() => visitHref(page)).toBe('https://saintpaul.news');
    expect(await suggestion(page).innerText()).toContain('Matches the city you chose');
    expect(await page.getByRole('combobox', { name: 'Select city' }).innerText()).toContain(
      'Saint Paul',
    );
    await page.getByText('Showing Saint Paul', { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('contentinfo').getByText('Ramsey County: 3 sites').count())
      .toBe(1);
    await saveScreenshot(page, 'network-city-chosen-desktop');

    await page.getByRole('combobox', { name: 'Select city' }).click();
    await page.getByRole('option', { name: 'All Cities' }).click();
    await expect.poll(() => visitHref(page)).toBe('https://edina.news');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('toasts: only for what the visitor did, one at a time, gone after 5 s, F8 and swipe', async () => {
    const { page, context } = await openHub({}, { clock: true });
    await visitHref(page);
    await page.getByText('3/3 systems operational').waitFor();
    // Loading feeds never raises a toast (nor does a failing poll: see the system-status test).
    const toasts = page.locator('li[data-state="open"]');
    expect(await toasts.count()).toBe(0);

    const choose = async (city: string) => {
      await page.getByRole('combobox', { name: 'Select city' }).click();
      await page.getByRole('option', { name: city, exact: true }).click();
    };
    await choose('Edina');
    await choose('Eagan');
    await expect.poll(() => toasts.count()).toBe(1);
    expect(await toasts.innerText()).toContain('Showing Eagan');

    // F8 takes keyboard users to the notifications.
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() =>
        document.activeElement
          ?.closest('[aria-label^="Notifications"]')
          ?.getAttribute('aria-label'),
      ),
    ).toBe('Notifications (F8)');
    await page.mouse.click(5, 880);

    // Shown for 5000 ms.
    await page.clock.runFor(3000);
    expect(await toasts.count()).toBe(1);
    await page.clock.runFor(2100);
    await expect.poll(() => toasts.count()).toBe(0);

    // A swipe to the right past 50 px dismisses it.
    await choose('Woodbury');
    await expect.poll(() => toasts.count()).toBe(1);
    const box = (await toasts.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) {
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    }
    await page.mouse.up();
    await expect.poll(() => toasts.count(), { timeout: 2000 }).toBe(0);
    await context.close();
  });

  test.each([['Maybe Later'], ['Close']])(
    '"%s" hides the suggestion, and it stays hidden after a reload',
    async (button) => {
      const { page, context, errors } = await openHub();
      await visitHref(page);
      await suggestion(page).getByRole('button', { name: button, exact: true }).click();
      await expect.poll(() => suggestion(page).count()).toBe(0);
      await page.getByText('Suggestion hidden', { exact: true }).waitFor();
      await page.reload();
      await page.getByRole('region', { name: 'Select Your Local News Site' }).waitFor();
      await page.getByText('3/3 systems operational').waitFor();
      expect(await suggestion(page).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  test('the close button has a tooltip after a short delay', async () => {
    const { page, context } = await openHub();
    await visitHref(page);
    // Radix's tooltip code arrives at idle time and takes over the button once it has run (its
    // trigger carries `data-state`); then a hover shows the hint after its 700 ms delay. Its
    // download alone is not the takeover: on a busy machine, idle came later than the download.
    const close = suggestion(page).getByRole('button', { name: 'Close', exact: true });
    await close.and(page.locator('[data-state]')).waitFor();
    await pageSettled(page);
    await close.hover({ position: { x: 10, y: 10 } });
    await close.hover({ position: { x: 12, y: 12 } });
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').innerText()).toBe('Close suggestion');
    await context.close();
  });
});

describe('LIVE / OFFLINE and the clock', () => {
  test('OFFLINE while the browser is offline, LIVE again after', async () => {
    const { page, context } = await openHub();
    const banner = page.getByRole('banner');
    await banner.getByText('LIVE', { exact: true }).waitFor();
    const liveContrast = await indicatorContrast(page);
    expect(liveContrast).toBeGreaterThanOrEqual(4.5);
    await context.setOffline(true);
    await banner.getByText('OFFLINE', { exact: true }).waitFor();
    const offlineContrast = await indicatorContrast(page);
    expect(offlineContrast).toBeGreaterThanOrEqual(4.5);
    await saveViewShot(page, 'network-offline-desktop');
    await context.setOffline(false);
    await banner.getByText('LIVE', { exact: true }).waitFor();
    expect(await banner.getByText('OFFLINE', { exact: true }).count()).toBe(0);
    await context.close();
  });

  test('LIVE is green and OFFLINE red', async () => {
    const { page, context } = await openHub();
    const hue = async () =>
      page
        .getByRole('banner')
        .getByRole('status')
        .evaluate((element) => getComputedStyle(element).color);
    const live = parseCssColor(await hue());
    expect(live!.g).toBeGreaterThan(live!.r);
    await context.setOffline(true);
    await page.getByRole('banner').getByText('OFFLINE', { exact: true }).waitFor();
    const offline = parseCssColor(await hue());
    expect(offline!.r).toBeGreaterThan(offline!.g);
    await context.close();
  });

  test('a failing system-status check shows OFFLINE and its message, LIVE after the next success', async () => {
    const { page, context } = await openPage();
    let fail = true;
    await page.route('**/api/system-status', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' })
        : route.fallback(),
    );
    await page.clock.install();
    await page.goto(siteUrl('/'));
    const banner = page.getByRole('banner');
    await banner.getByText('OFFLINE', { exact: true }).waitFor();
    await page.getByText('Unable to check system status').waitFor();
    expect(await page.getByText('3/3 systems operational').count()).toBe(0);
    expect(await page.locator('li[data-state="open"]').count()).toBe(0);
    await saveScreenshot(page, 'network-status-error-desktop');
    await saveViewShot(
      page.getByRole('region', { name: 'Live Status' }),
      'network-status-error-panel-desktop',
    );
    fail = false;
    await page.clock.runFor(31_000);
    await banner.getByText('LIVE', { exact: true }).waitFor();
    await page.getByText('3/3 systems operational').waitFor();
    expect(await page.getByText('Unable to check system status').count()).toBe(0);
    await context.close();
  });

  test('the clock ticks every second', async () => {
    const { page, context } = await openHub();
    const clock = page.getByRole('banner').locator('time');
    const first = await clock.innerText();
    await expect.poll(() => clock.innerText(), { timeout: 3000 }).not.toBe(first);
    const iso = await clock.getAttribute('datetime');
    expect(Number.isNaN(Date.parse(iso ?? ''))).toBe(false);
    await context.close();
  });
});

describe('network chrome at 800x1000', () => {
  test('everything still fits without sideways scrolling', async () => {
    const { page, context, errors } = await openHub({ viewport: TABLET });
    await page.getByText('3/3 systems operational').waitFor();
    await visitHref(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await saveScreenshot(page, 'network-tablet');
    await saveViewShot(page, 'network-tablet-top');
    expect(errors).toEqual([]);
    await context.close();
  });
});
