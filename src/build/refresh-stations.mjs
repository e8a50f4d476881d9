// The METRO stations' list, refreshed from NexTrip: `npm run stations:refresh`.
//   npm run stations:refresh [-- --base URL] [--out FILE]
// --base is NexTrip v2 (else VITE_NEXTRIP_BASE_URL, from the environment or .env files, else
// https://svc.metrotransit.org/nextrip); --out is src/entities/transit/stations.json. The ids are
// always kept from that committed list, so a preview written elsewhere shows what a refresh would
// write. About 400 calls, one at a time. Nothing is written when a call fails, an answer is in the
// wrong shape or a place has no usable stop. Node 20 runs no TypeScript, so the reading
// (src/build/metro-stations.ts) is loaded through Vite's module runner.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COMMITTED = path.join(root, 'src/entities/transit/stations.json');
/** Per call (ms): NexTrip answers in well under a second. */
const TIMEOUT_MS = 15_000;

let options;
try {
  ({ values: options } = parseArgs({
    options: { base: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  console.error(`${error.message}\nUsage: npm run stations:refresh -- [--base URL] [--out FILE]`);
  process.exit(1);
}
const env = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const base = (
  options.base ||
  env.VITE_NEXTRIP_BASE_URL ||
  'https://svc.metrotransit.org/nextrip'
).replace(/\/+$/, '');
const out = options.out ? path.resolve(process.cwd(), options.out) : COMMITTED;

const { module: stations } = await runnerImport(path.join(root, 'src/build/metro-stations.ts'), {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: [{ find: '@', replacement: path.join(root, 'src') }] },
});

let calls = 0;
async function read(callPath) {
  calls += 1;
  const response = await fetch(`${base}${callPath}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

const before = stations.previousStations(
  existsSync(COMMITTED) ? readFileSync(COMMITTED, 'utf8') : null,
);
try {
  console.log(`Reading the METRO stations from ${base} …`);
  const result = await stations.readMetroStations(read, stations.keptIdsOf(before));
  const refusal = stations.refusalOf(result);
  if (refusal) throw new Error(refusal);
  const list = result.stations;
  const file = {
    source: `NexTrip v2 stop calls (${base})`,
    readAt: new Date().toISOString(),
    stations: list,
  };
  writeFileSync(out, stations.formatStationsFile(file));
  const was = new Set(before.map((station) => station.id));
  const now = new Set(list.map((station) => station.id));
  const added = list.filter((station) => !was.has(station.id)).map((station) => station.id);
  const gone = before.filter((station) => !now.has(station.id)).map((station) => station.id);
  const lines = new Set(list.flatMap((station) => station.calls.map((call) => call.shortName)));
  console.log(
    `${list.length} stations on ${lines.size} lines (${[...lines].join(', ')}), ${calls} calls`,
  );
  console.log(`new: ${added.join(' ') || 'none'}; gone: ${gone.join(' ') || 'none'}`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} catch (error) {
  console.error(`No station list written. ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
