// Whether the browser tests can run: Debian's Chromium (or $CHROME_PATH). Without it they are
// skipped loudly, unless E2E_REQUIRED=1 (as in CI), where that is a failure.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const chromiumFound = candidates.some((path) => path && existsSync(path));
export const browserTestsRequired =
  process.env.E2E_REQUIRED === '1' || process.env.E2E_REQUIRED === 'true';

export function reportMissingChromium() {
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
}
