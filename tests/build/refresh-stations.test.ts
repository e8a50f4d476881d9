import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StationsFile } from '@/build/metro-stations';
import { nexTripStopCalls } from './nextrip-stop-calls';

const run = promisify(execFile);

/** The recorded network without its one unplaceable place: what a good refresh reads. */
function wholeNetwork() {
  const answers = nexTripStopCalls();
  answers.set('/stops/921/0', [
    { place_code: 'UNSN', description: 'Snelling & University Station' },
  ]);
  return answers;
}
/** The same network served three ways, by the first path segment. */
const NETWORKS: Record<string, Map<string, unknown>> = {
  whole: wholeNetwork(),
  // A place whose only stop has no position.
  unplaced: nexTripStopCalls(),
  // A call late in the walk failing: nothing read before it may be written.
  failing: (() => {
    const answers = wholeNetwork();
    answers.delete('/921/0/UNSN');
    return answers;
  })(),
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const [, network = '', ...rest] = (request.url ?? '').split('/');
    const answer = NETWORKS[network]?.get(`/${rest.join('/')}`);
    if (answer === undefined) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refresh = (...args: string[]) =>
  run('node', ['src/build/refresh-stations.mjs', ...args], { encoding: 'utf8' });
const failedRefresh = (...args: string[]) =>
  refresh(...args).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );

/** A file in a fresh folder, with `content` when given. */
function outFile(content?: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stations-')), 'stations.json');
  if (content !== undefined) writeFileSync(file, content);
  return file;
}

describe('npm run stations:refresh', () => {
  test('writes the stations NexTrip lists, with the committed list’s ids', async () => {
    const out = outFile();
    const { stdout } = await refresh('--base', `${origin}/whole/`, '--out', out);

    const file = JSON.parse(readFileSync(out, 'utf8')) as StationsFile;
    expect(file.source).toBe(`NexTrip v2 stop calls (${origin}/whole)`);
    expect(Date.now() - Date.parse(file.readAt)).toBeLessThan(10 * 60_000);
    // 'tf' and 'ware' are the committed list's ids for TF1, TF2 and WARE.
    expect(file.stations.map((station) => station.id)).toEqual(['ware', 'tf', 'unsn']);
    expect(stdout).toContain('3 stations on 3 lines (Blue, Green, A), 15 calls');
    expect(stdout).toMatch(/new: unsn; gone: (?=.*\bcdrv\b)(?=.*\bundp\b)/);
  });

  test('takes --base=URL too', async () => {
    const out = outFile();
    await refresh(`--base=${origin}/whole`, `--out=${out}`);
    expect((JSON.parse(readFileSync(out, 'utf8')) as StationsFile).stations).toHaveLength(3);
  });

  test.each([
    ['a call failing after others answered', 'failing', '/921/0/UNSN: HTTP 503'],
    ['a place without a usable stop', 'unplaced', '1 place(s) without a usable stop: NOWH'],
    ['NexTrip not answering at all', 'nowhere', '/routes: HTTP 503'],
  ])('%s leaves the list as it was and exits 1', async (_, network, message) => {
    const out = outFile('{"kept":true}');
    const failed = await failedRefresh('--base', `${origin}/${network}`, '--out', out);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`No station list written. ${message}`);
    expect(readFileSync(out, 'utf8')).toBe('{"kept":true}');
  });

  test('an unknown option is refused with the usage, before any call', async () => {
    const failed = await failedRefresh('--bse', `${origin}/whole`);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Usage: npm run stations:refresh -- [--base URL] [--out FILE]');
  });
});
