import { afterAll, describe, expect, test } from 'vitest';
import { closeBrowser, openPage, PHONE, siteUrl } from './support/browser';
import { saveScreenshot } from './support/screenshots';

afterAll(closeBrowser);

describe('404 page', () => {
  test.each([
    ['desktop', undefined],
    ['phone', PHONE],
  ])('an unknown path shows the 404 texts (%s)', async (name, viewport) => {
    const { page, context, errors } = await openPage(viewport ? { viewport } : {});
    await page.goto(siteUrl('/no/such/page'));
    await expect
      .poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).count())
      .toBe(1);
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(
      true,
    );
    await saveScreenshot(page, `not-found-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
