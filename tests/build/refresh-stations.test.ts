import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StationsFile } from '@/build/metro-stations';
import { nexTripStopCalls } from './nextrip-stop-calls';

const run = promisify(execFile);
const answers = nexTripStopCalls();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').replace(/^\/nextrip/, '');
    if (path === '/broken/routes') {
      response.writeHead(503).end();
      return;
    }
    const answer = answers.get(path);
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nextrip`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refresh = (...args: string[]) =>
  run('node', ['src/build/refresh-stations.mjs', ...args], { encoding: 'utf8' });

describe('npm run stations:refresh', () => {
  test('writes the stations NexTrip lists, keeping the ids of the list it replaces', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'stations-')), 'stations.json');
    writeFileSync(
      out,
      JSON.stringify({
        source: 'by hand',
        readAt: '2026-11-27',
        stations: [
          {
            id: 'tf',
            name: 'Target Field Station',
            lat: 44.98,
            lng: -93.28,
            calls: [{ routeId: '901', shortName: 'Blue', placeCode: 'TF1' }],
            stopIds: [56334],
          },
          {
            id: 'gone',
            name: 'Old Station',
            lat: 44.9,
            lng: -93.2,
            calls: [{ routeId: '901', shortName: 'Blue', placeCode: 'OLD' }],
            stopIds: [1],
          },
        ],
      }),
    );

    const { stdout, stderr } = await refresh('--base', base, '--out', out);

    const file = JSON.parse(readFileSync(out, 'utf8')) as StationsFile;
    expect(file.source).toBe(`NexTrip v2 stop calls (${base})`);
    expect(Date.now() - Date.parse(file.readAt)).toBeLessThan(10 * 60_000);
    expect(file.stations.map((station) => station.id)).toEqual(['ware', 'tf', 'snun']);
    expect(stdout).toContain('3 stations on 3 lines (Blue, Green, A)');
    expect(stdout).toContain('new: ware snun; gone: gone');
    expect(stderr).toContain('left out: NOWH (Nowhere Station): no stop with a position');
  });

  test('a failing NexTrip leaves the list as it was and exits 1', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'stations-')), 'stations.json');
    writeFileSync(out, '{"kept":true}');
    const failed = await refresh('--base', `${base}/broken`, '--out', out).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain(
      'No station list written. /routes: HTTP 503',
    );
    expect(readFileSync(out, 'utf8')).toBe('{"kept":true}');
    expect(existsSync(out)).toBe(true);
  });
});
