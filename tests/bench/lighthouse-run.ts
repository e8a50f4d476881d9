import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';

/** Debian's Chromium for Lighthouse, with the tests' flags (Lighthouse opens 127.0.0.1 itself). */
export const launchChromeForLighthouse = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--host-resolver')),
  });

/** One Lighthouse run of `url` with its mobile defaults (simulated throttling): its report. */
export async function lighthouseReport(url: string, port: number, categories: string[]) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}
