// `npm run test:e2e`: build both releases, then drive them in headless Chromium.
// Arguments go to vitest (a file name runs that file only). E2E_SKIP_BUILD=1 reuses the builds.
import { spawnSync } from 'node:child_process';
import { buildReleases } from './builds.mjs';
import { browserTestsRequired, chromiumFound, reportMissingChromium } from './chromium-check.mjs';

if (!chromiumFound) {
  reportMissingChromium();
  process.exit(browserTestsRequired ? 1 : 0);
}
if (process.env.E2E_SKIP_BUILD !== '1') await buildReleases();
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
