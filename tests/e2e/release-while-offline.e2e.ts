import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoApiResponse } from '@/mocks/responses';
import { closeBrowser, DESKTOP, getBrowser } from './support/browser';
import { saveScreenshot } from './support/screenshots';
import { connectionOf, waitForWorkerControl } from './support/service-worker-page';
import { startStaticServer, type StaticServer } from './support/static-server';

afterAll(closeBrowser);

let root: string;
let nextBuild: string;
let server: StaticServer;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tcl-offline-release-'));
  nextBuild = join(root, 'next');
  // The same code built again: a new release id, so a new index.html and a new worker.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', nextBuild], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_ENABLE_MOCKS: 'false',
      BUILD_ID: 'next-release',
    },
    stdio: 'inherit',
  });
  cpSync(join(process.cwd(), 'dist'), join(root, 'site'), { recursive: true });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const buildId = (page: Page) =>
  page.evaluate(
    () => document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null,
  );

test('a release published while the visitor is offline is offered once the connection is back, never half-installed', async () => {
  server = await startStaticServer(join(root, 'site'), 0, (pathname, host) =>
    pathname.startsWith('/api/') ? demoApiResponse(pathname, host) : null,
  );
  const context = await (
    await getBrowser()
  ).newContext({ viewport: DESKTOP, serviceWorkers: 'allow' });
  const connection = await connectionOf(context);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.port}/`);
  await waitForWorkerControl(page);
  const firstRelease = await buildId(page);
  expect(firstRelease).not.toBe('next-release');

  await connection.set(false);
  // The CDN now serves the next release; this visitor cannot see it yet.
  rmSync(join(root, 'site'), { recursive: true, force: true });
  cpSync(nextBuild, join(root, 'site'), { recursive: true });
  await page.reload();
  await page.getByRole('banner').getByText('OFFLINE', { exact: true }).waitFor({ timeout: 15_000 });
  expect(await buildId(page)).toBe(firstRelease);
  const toast = page.getByText('A new version is available').first();
  expect(await toast.count()).toBe(0);

  await connection.set(true);
  await toast.waitFor({ timeout: 30_000 });
  // Offered, not taken: the page stays on its release, whole, until the visitor chooses.
  expect(await buildId(page)).toBe(firstRelease);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration();
    return { waiting: found?.waiting?.state ?? null, active: found?.active?.state ?? null };
  });
  expect(registration).toEqual({ waiting: 'installed', active: 'activated' });
  await saveScreenshot(page, 'release-after-offline-desktop');
  await context.close();
});
