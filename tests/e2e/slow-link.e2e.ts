import { afterAll, expect, test } from 'vitest';
import type { Route } from 'playwright-core';
import { advanceClock, closeBrowser, DESKTOP, openPage, siteUrl } from './support/browser';
import { logFeedRequests } from './support/service-worker-page';
import { demoApiResponse } from '@/mocks/responses';

afterAll(closeBrowser);

const CAMERAS = '/api/traffic-cams';
const camera = (demoApiResponse(CAMERAS, '127.0.0.1')?.body as { name: string }[])[0]!.name;

test('a slow link (answers taking 20 s and more): the last cameras stay, polls of the feed never overlap, the page answers the visitor', async () => {
  const { page, context } = await openPage({ viewport: DESKTOP });
  await page.clock.install();
  let slow = false;
  const held: Route[] = [];
  await page.route(`**${CAMERAS}`, (route) => {
    if (slow) held.push(route);
    else void route.fallback();
  });
  await page.goto(siteUrl('/'));
  await page.getByText(camera).first().waitFor({ timeout: 15_000 });

  slow = true;
  const log = logFeedRequests(page);
  // Two minutes of the 30 s poll, each answer slower than the 15 s the page waits.
  await advanceClock(page, 120_000);
  const asked = log.count(CAMERAS);
  expect(asked).toBeGreaterThanOrEqual(2);
  expect(asked).toBeLessThanOrEqual(4);
  expect(log.mostInFlight.get(CAMERAS)).toBe(1);
  // The last good cameras are still shown, marked stale (older than two polls) rather than current.
  await page.getByText(camera).first().waitFor();
  await page.getByText('Stale', { exact: true }).first().waitFor();

  // The page still answers the visitor at once.
  await page.getByRole('button', { name: 'Pause live updates' }).click();
  await page.getByRole('button', { name: 'Resume live updates' }).waitFor({ timeout: 2_000 });

  slow = false;
  for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
  log.stop();
  await context.close();
});
