import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { startStaticServer } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverPort: number;
    /** One Chromium for the whole run: each test file connects to it and opens its own contexts. */
    browserWsEndpoint: string;
    /** The same code built again as the next release (tests/e2e/builds.mjs). */
    nextReleaseDir: string;
  }
}

/**
 * Serves the production build in dist/ (built by tests/e2e/run.mjs or tests/run.mjs) for every
 * browser test, and starts the one Chromium they all drive.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const dist = join(root, 'dist');
  const nextRelease = join(root, 'dist-next');
  for (const build of [dist, nextRelease]) {
    if (!existsSync(join(build, 'index.html')))
      throw new Error(
        `No production build in ${build}: run the browser tests with \`npm run test:e2e\`.`,
      );
  }
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium not found: apt-get install -y chromium, or set CHROME_PATH');
  const [server, browser] = await Promise.all([
    startStaticServer(dist),
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS }),
  ]);
  project.provide('serverPort', server.port);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('nextReleaseDir', nextRelease);
  return async () => {
    await browser.close();
    await server.close();
  };
}
