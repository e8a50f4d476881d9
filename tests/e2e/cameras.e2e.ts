// Each camera check (dialog still, cards, My Cameras, links) needs the routed, changing stills and
// the image watcher defined below, so they live in one file.
/**
 * Live cameras (issue 20) on the production build: stills that refresh in the dialog and on the
 * cards only while seen, My Cameras kept across reloads, and links to a camera.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import {
  advanceClock,
  closeBrowser,
  DESKTOP,
  intersectionsDelivered,
  openPage,
  pageSettled,
  PHONE,
  requestsSettled,
  siteUrl,
} from './support/browser';
import { revealDemoMarker } from './metro-map-support';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

const STILL_HOST = 'https://video.dot.state.mn.us/**';
const FIRST_CAMERA = 'I-694: I-694 NB @ 40th St';
const LINKED_CAMERA = { id: 'C861', name: 'I-694: I-94 WB E Jct I-494' };

/** Routes the stills so that every request answers a new picture (another shade), and counts them. */
async function routeChangingStills(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(STILL_HOST, (route) => {
    requests.push(route.request().url());
    const shade = (requests.length * 37) % 200;
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="rgb(${shade},90,120)"/></svg>`,
    });
  });
  return requests;
}

/**
 * Watches one image: every src it is given must already be decoded when it is shown (no broken or
 * blank frame between pictures), and its box must not move or change size.
 */
async function watchImage(page: Page, selector: string) {
  await page.evaluate((selector) => {
    const image = document.querySelector<HTMLImageElement>(selector)!;
    const box = () => {
      const rect = image.getBoundingClientRect();
      return `${Math.round(rect.x)},${Math.round(rect.y)},${Math.round(rect.width)}x${Math.round(rect.height)}`;
    };
    const log: { src: string; ready: boolean; box: string }[] = [];
    (window as unknown as { stillLog: typeof log }).stillLog = log;
    const first = box();
    new MutationObserver(() => {
      log.push({ src: image.src, ready: image.complete && image.naturalWidth > 0, box: box() });
    }).observe(image, { attributes: true, attributeFilter: ['src'] });
    log.push({ src: image.src, ready: image.complete && image.naturalWidth > 0, box: first });
  }, selector);
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { stillLog: { src: string; ready: boolean; box: string }[] })
          .stillLog,
    );
}

describe('the dialog still', () => {
  test('changes after 30 s on a fake clock, with no broken frame and no shift, and says its age', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    const requests = await routeChangingStills(context);
    await page.clock.install();
    await page.goto(siteUrl(`/?camera=${LINKED_CAMERA.id}`));
    const dialog = page.getByRole('dialog', { name: LINKED_CAMERA.name });
    await dialog.waitFor();
    const image = dialog.getByRole('img', { name: `Live view from ${LINKED_CAMERA.name}` });
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
      .toBe(320);
    await dialog.getByText('Image under 10 s old').waitFor();
    const first = await image.getAttribute('src');
    const log = await watchImage(page, 'div[role="dialog"] img');

    await advanceClock(page, 20_000);
    expect(await image.getAttribute('src')).toBe(first);
    await dialog.getByText('Image 20 s old').waitFor();

    await advanceClock(page, 15_000);
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    const next = new URL((await image.getAttribute('src'))!);
    // The feed's URL is kept; only a changing parameter makes it a new request.
    expect(`${next.origin}${next.pathname}`).toBe(new URL(first!).href.split('?')[0]);
    expect(next.search).not.toBe('');
    await dialog.getByText('Image under 10 s old').waitFor();
    expect(requests.filter((url) => url.includes(LINKED_CAMERA.id)).length).toBeGreaterThanOrEqual(
      2,
    );

    const changes = await log();
    expect(changes.length).toBeGreaterThanOrEqual(2);
    for (const change of changes) {
      expect(change.ready, `shown before it loaded: ${change.src}`).toBe(true);
      expect(change.box).toBe(changes[0]!.box);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('two failed refreshes keep the last picture, marked "Image may be out of date"', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    let failing = false;
    await context.route(STILL_HOST, (route) =>
      failing
        ? route.fulfill({ status: 503, body: '' })
        : route.fulfill({
            status: 200,
            contentType: 'image/svg+xml',
            body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#475569"/></svg>',
          }),
    );
    await page.clock.install();
    await page.goto(siteUrl(`/?camera=${LINKED_CAMERA.id}`));
    const dialog = page.getByRole('dialog', { name: LINKED_CAMERA.name });
    await dialog.getByText('Image under 10 s old').waitFor();
    failing = true;
    await advanceClock(page, 65_000);
    await dialog.getByText('Image may be out of date').waitFor();
    expect(await dialog.getByText('Camera Unavailable').count()).toBe(0);
    expect(
      await dialog
        .getByRole('img', { name: `Live view from ${LINKED_CAMERA.name}` })
        .evaluate((node: HTMLImageElement) => node.naturalWidth),
    ).toBe(320);
    await context.close();
  });
});

describe('the cards', () => {
  test('request nothing while off screen; on screen, at most 6 stills per 30 s', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    const requests = await routeChangingStills(context);
    await page.clock.install();
    await page.goto(siteUrl('/'));
    const cards = page.getByRole('region', { name: 'Traffic Cameras' });
    await cards.waitFor({ state: 'attached' });
    await cards.getByRole('button', { name: FIRST_CAMERA, exact: true }).waitFor({
      state: 'attached',
    });
    await advanceClock(page, 35_000);
    expect(requests).toEqual([]);

    await cards.scrollIntoViewIfNeeded();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await pageSettled(page);
    const shown = requests.length;
    expect(shown).toBeLessThanOrEqual(6);
    await advanceClock(page, 30_000);
    // The first loads and the refreshes, all within one screen's 6 per 30 s.
    expect(requests.length - shown).toBeLessThanOrEqual(6);
    expect(requests.length).toBeGreaterThan(shown);

    // Scrolled away again: no more requests.
    await page.evaluate(() => window.scrollTo(0, 0));
    await intersectionsDelivered(page);
    await requestsSettled(page);
    const away = requests.length;
    await advanceClock(page, 65_000);
    expect(requests.length).toBe(away);
    await context.close();
  });
});

describe('My Cameras', () => {
  test('a star on a card, a reload, and My Cameras comes first among the card lists', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    const cards = page.getByRole('region', { name: 'Traffic Cameras' });
    const star = cards.getByRole('button', { name: /My Cameras$/ }).first();
    await star.scrollIntoViewIfNeeded();
    await star.click();
    expect(await star.getAttribute('aria-pressed')).toBe('true');
    const mine = page.getByRole('region', { name: 'My Cameras' });
    await mine.getByRole('button', { name: FIRST_CAMERA, exact: true }).waitFor();

    await page.reload();
    await mine.getByRole('button', { name: FIRST_CAMERA, exact: true }).waitFor();
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-labelledby] > div > h2')].map(
        (heading) => heading.textContent,
      ),
    );
    expect(order.indexOf('My Cameras')).toBe(0);
    expect(order.indexOf('My Cameras')).toBeLessThan(order.indexOf('Traffic Cameras'));
    expect(
      await mine
        .getByRole('button', { name: 'Remove from My Cameras' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // The map marks it with a star, and says so to screen readers too.
    const marker = await revealDemoMarker(page, `Traffic Camera: ${FIRST_CAMERA}`);
    expect(marker).not.toBe('listed');
    if (marker !== 'listed') {
      expect(await marker.getAttribute('aria-description')).toBe('In My Cameras');
      expect(await marker.locator('svg.lucide-star').count()).toBe(1);
    }
    await mine.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'my-cameras-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the phone's Traffic tab shows the visitor's camera first, still six in all", async () => {
    const { page, context } = await openPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.addInitScript(() =>
      localStorage.setItem('tcl:favourite-cameras:v1', JSON.stringify(['C861'])),
    );
    await page.goto(siteUrl('/'));
    await page.getByRole('tab', { name: 'Traffic' }).click();
    const panel = page.getByRole('tabpanel');
    const cards = panel.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getAttribute('aria-label')).toBe(LINKED_CAMERA.name);
    expect(
      await cards.first().getByRole('button', { name: 'Remove from My Cameras' }).count(),
    ).toBe(1);
    await saveScreenshot(page, 'my-cameras-phone-traffic');
    await context.close();
  });

  test('storage that refuses to keep them: the star works for the page and says so once', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
    });
    await page.goto(siteUrl('/'));
    const cards = page.getByRole('region', { name: 'Traffic Cameras' });
    const stars = cards.getByRole('button', { name: /My Cameras/ });
    await stars.first().scrollIntoViewIfNeeded();
    await stars.nth(0).click();
    const notice = page.getByText("Your cameras can't be saved on this device");
    await notice.first().waitFor();
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await notice.first().waitFor({ state: 'detached' });
    await stars.nth(1).click();
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'My Cameras' })
          .getByRole('button', { name: 'Remove from My Cameras' })
          .count(),
      )
      .toBe(2);
    await pageSettled(page);
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('links to a camera', () => {
  test('/domain/{name}?camera=ID opens it; closing takes the camera out of the URL', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl(`/domain/edina.news?camera=${LINKED_CAMERA.id}`));
    const dialog = page.getByRole('dialog', { name: LINKED_CAMERA.name });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
    await saveScreenshot(page, 'camera-dialog-domain');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('camera')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/domain/edina.news');
    await context.close();
  });

  test('opening a camera from the map puts it in the URL', async () => {
    const { page, context } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/'));
    const card = page
      .getByRole('region', { name: 'Traffic Cameras' })
      .getByRole('button', { name: FIRST_CAMERA, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.getByRole('dialog', { name: FIRST_CAMERA }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('camera')).not.toBeNull();
    const linked = page.url();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.has('camera')).toBe(false);
    // The link reopens the same camera.
    await page.goto(linked);
    await page.getByRole('dialog', { name: FIRST_CAMERA }).waitFor();
    await context.close();
  });

  test('on a phone, /?camera=ID opens its dialog, over the Traffic tab with that camera first', async () => {
    const { page, context, errors } = await openPage({
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(siteUrl(`/?camera=${LINKED_CAMERA.id}`));
    const dialog = page.getByRole('dialog', { name: LINKED_CAMERA.name });
    await dialog.waitFor();
    await saveScreenshot(page, 'camera-link-phone-dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.has('camera')).toBe(false);
    const tab = page.getByRole('tab', { name: 'Traffic' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const first = page.getByRole('tabpanel').getByRole('article').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toBe(LINKED_CAMERA.name);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an unknown id opens nothing and says "That camera is not in the current feed"', async () => {
    const { page, context, errors } = await openPage({ viewport: DESKTOP });
    await page.goto(siteUrl('/?camera=NOT-A-CAMERA&zoom=150'));
    await page.getByText('That camera is not in the current feed').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).search).toBe('?zoom=150');
    expect(errors).toEqual([]);
    await context.close();
  });
});
