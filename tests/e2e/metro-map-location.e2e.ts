import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, openPage, siteUrl } from './support/browser';
import { saveScreenshot, saveViewScreenshot } from './support/screenshots';
import { boxInMap } from './support/map-items';
import { DRAWN, expectedFraction, mapRegion, waitForMarkers } from './metro-map-support';

afterAll(closeBrowser);

const DOWNTOWN = { latitude: 44.9778, longitude: -93.265 };

describe('the visitor’s location', () => {
  test('"Your Location" is drawn at the visitor’s projected point; Near You lists what is close', async () => {
    const { page, context, errors } = await openPage({
      permissions: ['geolocation'],
      geolocation: DOWNTOWN,
    });
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const you = mapRegion(page).getByRole('img', { name: 'Your Location' });
    await you.waitFor();
    const dot = await boxInMap(you, mapRegion(page));
    const expected = expectedFraction({ lat: DOWNTOWN.latitude, lng: DOWNTOWN.longitude });
    expect(dot.x + dot.width / 2).toBeCloseTo(dot.mapWidth * expected.x, 0);
    expect(dot.y + dot.height / 2).toBeCloseTo(dot.mapHeight * expected.y, 0);

    const near = page.getByRole('region', { name: 'Near You' });
    await near.getByText('Closest to your location.').waitFor();
    const cameras = near.getByRole('list', { name: 'Closest cameras' }).getByRole('button');
    await cameras.nth(2).waitFor();
    expect(await cameras.count()).toBe(3);
    expect(await cameras.first().textContent()).toMatch(/\d\.\d mi$/);
    expect(
      await near.getByRole('list', { name: 'Nearest weather station' }).textContent(),
    ).toContain('MSP Airport');
    await saveScreenshot(page, 'metro-map-geolocation-desktop');

    // A nearby item opens the same dialog; focus comes back to it (a moment after the dialog
    // has gone, once Radix has finished its own focus handling, so this polls).
    const closest = await cameras.first().textContent();
    await cameras.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Traffic Camera');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[aria-labelledby]')
            ? document.activeElement.textContent
            : null,
        ),
      )
      .toBe(closest);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a first-time visitor is not prompted on load; "Use my location" asks, then draws it', async () => {
    const { page, context, errors } = await openPage();
    // Counts the page's own calls to the browser's geolocation.
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      const counter = window as unknown as { __geolocationCalls: number };
      counter.__geolocationCalls = 0;
      navigator.geolocation.getCurrentPosition = (...args) => {
        counter.__geolocationCalls += 1;
        original(...args);
      };
    });
    const calls = () =>
      page.evaluate(() => (window as unknown as { __geolocationCalls: number }).__geolocationCalls);
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const near = page.getByRole('region', { name: 'Near You' });
    const useMyLocation = near.getByRole('button', { name: 'Use my location' });
    await useMyLocation.waitFor();
    expect(await calls()).toBe(0);
    expect(await mapRegion(page).getByRole('img', { name: 'Your Location' }).count()).toBe(0);
    await saveScreenshot(page, 'metro-map-use-my-location-desktop');

    // The visitor taps and allows it (the browser's prompt, answered yes).
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(DOWNTOWN);
    await useMyLocation.click();
    // Shown, and said from Near You's live region (the button has left: the focus is on the heading).
    await near.locator('p:not([aria-live])', { hasText: 'Closest to your location.' }).waitFor();
    expect(await near.locator('[aria-live="polite"]').textContent()).toBe(
      'Closest to your location.',
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Near You');
    await mapRegion(page).getByRole('img', { name: 'Your Location' }).waitFor();
    expect(await calls()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor who refused before is not asked again; Near You explains why', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const near = page.getByRole('region', { name: 'Near You' });
    await near.getByRole('button', { name: 'Use my location' }).click();
    const refused = /Allow location access in your browser, or choose a city in the header/;
    await near.locator('p:not([aria-live])', { hasText: refused }).waitFor();
    expect(await near.locator('[aria-live="polite"]').textContent()).toMatch(refused);
    expect(await near.getByRole('button', { name: 'Use my location' }).count()).toBe(0);
    expect(await mapRegion(page).getByRole('img', { name: 'Your Location' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a visitor outside the box gets no marker', async () => {
    const { page, context } = await openPage({
      permissions: ['geolocation'],
      geolocation: { latitude: 46.7867, longitude: -92.1005 },
    });
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    await page
      .getByRole('region', { name: 'Near You' })
      .getByText(/outside the area the map shows/)
      .waitFor();
    expect(await mapRegion(page).getByRole('img', { name: 'Your Location' }).count()).toBe(0);
    await context.close();
  });
});

describe('Find a Place', () => {
  test('searching a city centres the map on it at 200 % and pins it', async () => {
    const { page, context } = await openPage({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const search = page.getByRole('region', { name: 'Find a Place' });
    await search
      .getByRole('searchbox', { name: 'Search a city, weather station or traffic camera' })
      .fill('edina');
    await search.getByRole('button', { name: 'Show Edina on the map' }).click();
    await search.getByText('Showing Edina on the map.').waitFor();
    expect(await page.getByRole('group', { name: 'Zoom' }).getByText('200%').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?zoom=2');
    const pin = mapRegion(page).getByRole('img', { name: 'Selected place: Edina' });
    await pin.waitFor();
    const shape = await boxInMap(pin, mapRegion(page));
    // The pin's tip (bottom centre) is the middle of the map.
    expect(Math.abs(shape.x + shape.width / 2 - shape.mapWidth / 2)).toBeLessThan(1);
    expect(Math.abs(shape.y + shape.height - shape.mapHeight / 2)).toBeLessThan(2);
    await saveViewScreenshot(mapRegion(page), 'metro-map-find-edina-region');
    await page.getByRole('button', { name: 'Reset View to Twin Cities' }).click();
    expect(await mapRegion(page).getByRole('img', { name: 'Selected place: Edina' }).count()).toBe(
      0,
    );
    expect(await page.getByRole('group', { name: 'Zoom' }).getByText('100%').count()).toBe(1);
    await context.close();
  });

  test('a camera can be found by its road and cross street', async () => {
    const { page, context } = await openPage();
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const search = page.getByRole('region', { name: 'Find a Place' });
    await search.getByRole('searchbox').fill('40th St');
    await search
      .getByRole('button', { name: 'Show I-694: I-694 NB @ 40th St on the map' })
      .waitFor();
    await search.getByRole('searchbox').fill('zzz');
    await search.getByText('No places match “zzz”.').waitFor();
    await context.close();
  });
});

describe('keyboard', () => {
  test('a marker outside the zoomed view is brought into view when it gets focus', async () => {
    const { page, context } = await openPage({ reducedMotion: 'reduce' });
    await page.goto(siteUrl('/?zoom=3'));
    await waitForMarkers(page);
    const anoka = mapRegion(page).getByRole('button', { name: 'Weather Station: Anoka County' });
    const before = await boxInMap(anoka, mapRegion(page));
    expect(before.y + before.height / 2).toBeLessThan(0);
    await anoka.focus();
    await expect
      .poll(async () => {
        const now = await boxInMap(anoka, mapRegion(page));
        return Math.abs(now.y + now.height / 2 - now.mapHeight / 2);
      })
      .toBeLessThan(1);
    expect(await mapRegion(page).evaluate((el) => el.scrollTop + el.scrollLeft)).toBe(0);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

describe('Live Twin Cities Data', () => {
  test('counts what is on the map with each feed’s last update', async () => {
    const { page, context } = await openPage();
    await page.goto(siteUrl('/'));
    await waitForMarkers(page);
    const panel = page.getByRole('region', { name: 'Live Twin Cities Data' });
    // What screen readers are told: each layer's count as its row reads it, transit's two sorts.
    await expect
      .poll(() => panel.textContent())
      .toMatch(
        new RegExp(
          `${DRAWN.cameras.length} traffic cameras, 5 weather stations, ${DRAWN.news.length} ` +
            'news stories, \\d+ transit vehicles, \\d+ transit stations on the map\\.',
        ),
      );
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('Traffic cameras on the map');
    expect(text).toContain('News stories on the map');
    expect(text).toMatch(/Transit\d+\d+ transit vehicles, \d+ transit stations/);
    await expect
      .poll(async () => panel.getByText(/^Updated (just now|\d+ min ago)$/).count())
      .toBe(4);
    await page
      .getByRole('group', { name: 'Map layers' })
      .getByRole('button', { name: /^News/ })
      .click();
    expect(await panel.getByText('(hidden on map)').count()).toBe(1);
    // A hidden layer is not said to be on the map.
    await expect.poll(() => panel.textContent()).not.toMatch(/news stories,[^.]*on the map\./);
    await context.close();
  });
});
