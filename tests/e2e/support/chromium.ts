import { existsSync } from 'node:fs';

/** Debian's Chromium, or the browser named by CHROME_PATH. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path))) ?? null;
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // City hosts such as http://edina.test:PORT/ reach the local static server.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];
