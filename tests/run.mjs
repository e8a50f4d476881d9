// `npm test`: every test, in one command. The unit and component tests run while both production
// builds are made beside them; then the browser tests drive those builds in Chromium. Every part
// runs to its end (no bail), and the run ends with the ten slowest files and the counts.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildReleases } from './e2e/builds.mjs';
import {
  browserTestsRequired,
  chromiumFound,
  reportMissingChromium,
} from './e2e/chromium-check.mjs';

const RESULTS = 'test-results';
mkdirSync(RESULTS, { recursive: true });
const startedAt = Date.now();

const UNIT_TIMINGS = join(RESULTS, 'timings-unit.json');
rmSync(UNIT_TIMINGS, { force: true });

/** One vitest run; its reporter (tests/support/slowest-files-reporter.ts) adds the earlier runs. */
function vitest(projects, timingsFile, earlierTimings = []) {
  return new Promise((resolve) => {
    const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])];
    const child = spawn('npx', args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_TIMINGS_FILE: timingsFile,
        TEST_TIMINGS_EARLIER: earlierTimings.join(','),
        TEST_RUN_STARTED_AT: String(startedAt),
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const builds = chromiumFound
  ? buildReleases().then(
      () => 0,
      (error) => {
        console.error(error);
        return 1;
      },
    )
  : null;
const unitStatus = await vitest(['node', 'node-isolated', 'dom', 'dom-isolated'], UNIT_TIMINGS);

let browserStatus = 0;
if (builds) {
  const buildStatus = await builds;
  browserStatus =
    buildStatus || (await vitest(['e2e'], join(RESULTS, 'timings-e2e.json'), [UNIT_TIMINGS]));
} else {
  reportMissingChromium();
  browserStatus = browserTestsRequired ? 1 : 0;
}

process.exit(unitStatus || browserStatus);
