// The METRO stations' list, refreshed from NexTrip: `npm run stations:refresh`.
//   node src/build/refresh-stations.mjs [--base URL] [--out FILE]
// --base is NexTrip v2 (VITE_NEXTRIP_BASE_URL, else https://svc.metrotransit.org/nextrip); --out is
// src/entities/transit/stations.json. About 400 calls, one at a time. Nothing is written when a
// call fails or answers in the wrong shape. Node 20 runs no TypeScript, so the reading
// (src/build/metro-stations.ts) is loaded through Vite's module runner.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const base = option(
  '--base',
  process.env.VITE_NEXTRIP_BASE_URL || 'https://svc.metrotransit.org/nextrip',
).replace(/\/+$/, '');
const out = path.resolve(
  process.cwd(),
  option('--out', path.join(root, 'src/entities/transit/stations.json')),
);
/** Per call (ms): NexTrip answers in well under a second. */
const TIMEOUT_MS = 15_000;

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

const before = stations.previousStations(existsSync(out) ? readFileSync(out, 'utf8') : null);
try {
  const { stations: list, unplaced } = await stations.readMetroStations(
    read,
    stations.keptIdsOf(before),
  );
  const file = {
    source: `NexTrip v2 stop calls (${base})`,
    readAt: new Date().toISOString(),
    stations: list,
  };
  writeFileSync(out, stations.formatStationsFile(file));
  const was = new Set(before.map((station) => station.id));
  const added = list.filter((station) => !was.has(station.id)).map((station) => station.id);
  const kept = new Set(list.map((station) => station.id));
  const gone = before.filter((station) => !kept.has(station.id)).map((station) => station.id);
  const lines = new Set(list.flatMap((station) => station.calls.map((call) => call.shortName)));
  console.log(
    `${list.length} stations on ${lines.size} lines (${[...lines].join(', ')}), ${calls} calls`,
  );
  console.log(`new: ${added.join(' ') || 'none'}; gone: ${gone.join(' ') || 'none'}`);
  for (const place of unplaced) console.warn(`left out: ${place}`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} catch (error) {
  console.error(`No station list written. ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
