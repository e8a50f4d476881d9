// Browser tests: build the production site, then drive it in headless Chromium.
// Without Chromium they are skipped loudly, unless E2E_REQUIRED=1 (as in CI), where that fails.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const chromium = candidates.find((path) => path && existsSync(path));
const required = process.env.E2E_REQUIRED === '1' || process.env.E2E_REQUIRED === 'true';

if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    [
      banner,
      '!! BROWSER TESTS SKIPPED: no Chromium found (looked at $CHROME_PATH, /usr/bin/chromium).',
      '!! Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      '!! or point CHROME_PATH at a Chromium/Chrome binary, then run `npm run test:e2e`.',
      banner,
    ].join('\n'),
  );
  process.exit(required ? 1 : 0);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') {
  // The production build, exactly as shipped: no mocks.
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { VITE_ENABLE_MOCKS: 'false' });
}
run('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)]);
