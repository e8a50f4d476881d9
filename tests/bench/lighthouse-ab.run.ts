/**
 * Lighthouse mobile (default simulated throttling) on `/` for two or more builds, the runs
 * interleaved so a busy machine's load falls on every build alike, each round in an order turned
 * by one (`round-order.ts`: in a fixed order, the later build measured slower). Quicker than
 * `npm run bench` for trying one change: build each variant with the bench's environment
 * (`VITE_ENABLE_MOCKS=false VITE_NWS_BASE_URL=/nws npx vite build --outDir …`), then
 * `BENCH_BUILDS=a=dirA,b=dirB [BENCH_RUNS=5] npx vitest run --project bench tests/bench/lighthouse-ab.run.ts`.
 */
import { test } from 'vitest';
import { launchChromeForLighthouse, lighthouseReport } from './lighthouse-run';
import { serveWithContract } from './contract-server';
import { roundOrder } from './round-order';
import { benchBuilds } from './bench-builds';

const BUILDS = benchBuilds();
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_TASKS=1` also prints each run's long tasks as Lighthouse simulated them (start, length). */
const PRINT_TASKS = process.env.BENCH_TASKS === '1';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
/** The long-tasks audit's rows: `start+length` in ms and the script Lighthouse blames. */
function longTasks(lhr: { audits: Record<string, { details?: unknown }> }) {
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items;
  return (items ?? [])
    .map(
      (task) =>
        `  ${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.split('/').pop()}`,
    )
    .join('\n');
}

test('Lighthouse mobile, builds interleaved', async () => {
  const served = await Promise.all(BUILDS.map((build) => serveWithContract(build.dir)));
  const chrome = await launchChromeForLighthouse();
  const runs = BUILDS.map(() => [] as { perf: number; tbt: number; lcp: number; fcp: number }[]);
  try {
    for (let i = 0; i < RUNS; i++)
      for (const index of roundOrder(served.length, i)) {
        const { origin } = served[index]!;
        const lhr = await lighthouseReport(`${origin}/`, chrome.port, ['performance']);
        const run = {
          perf: lhr.categories.performance?.score ?? 0,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        };
        runs[index]!.push(run);
        if (PRINT_TASKS) console.info(longTasks(lhr));
        console.info(
          `${BUILDS[index]!.label} #${i + 1}: ${run.perf.toFixed(2)}, TBT ${Math.round(run.tbt)} ms, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms`,
        );
      }
  } finally {
    chrome.kill();
    await Promise.all(served.map(({ server }) => server.close()));
  }
  for (const [index, { label }] of BUILDS.entries()) {
    const pick = (key: 'perf' | 'tbt' | 'lcp' | 'fcp') => median(runs[index]!.map((r) => r[key]));
    console.info(
      `${label} median of ${RUNS}: performance ${pick('perf').toFixed(2)}, TBT ${Math.round(pick('tbt'))} ms, FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s`,
    );
  }
});
