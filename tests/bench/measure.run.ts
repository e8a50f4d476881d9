/**
 * The older, longer benchmark (`npm run bench -- tests/bench/measure.run.ts`): the bench's build
 * served compressed with the 1,000 cameras and the third parties' stand-ins (bench-server.ts),
 * measured in Debian's Chromium against fixed budgets. Prints one table and keeps it in
 * `bench-results/`.
 */
import { saveBenchResults } from './save-results';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import type { StaticServer } from '../e2e/support/static-server';
import { initialSizes, type Screen } from '../e2e/support/bundle';
import {
  DRAWN_CAMERAS,
  drawnCameraCount,
  MAP_BUTTONS,
  compareMarkerProps,
  snapshotMarkerProps,
  waitForCameraMarkers,
  waitForFirstLoads,
} from '../e2e/support/map-probes';
import { serveBench } from './bench-server';
import { launchChromeForLighthouse, lighthouseReport } from './lighthouse-run';
import { benchBuilds } from './bench-builds';

interface Row {
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

const rows: Row[] = [];
const record = (figure: string, value: string, budget: string, pass: boolean) =>
  rows.push({ figure, value, budget, pass });
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The build `npm run bench` made (run.mjs's `current`), else `dist/`. */
const BUILD =
  benchBuilds().find((build) => build.label === 'current')?.dir ?? join(process.cwd(), 'dist');

let server: StaticServer;
let browser: Browser;
let origin = '';

beforeAll(async () => {
  // The bench's world (the 1,000 cameras, the weather service's and NexTrip's stand-ins): a call
  // left unanswered would measure an error path, a console error and failed requests in the hour.
  ({ server, origin } = await serveBench(BUILD));
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  const table = [
    '| figure | measured | budget | result |',
    '|---|---|---|---|',
    ...rows.map(
      (r) => `| ${r.figure} | ${r.value} | ${r.budget} | ${r.pass ? 'pass' : '**FAIL**'} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n`);
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} on a 2-core machine, Chromium ${browser?.version() ?? ''}.`;
  saveBenchResults('measure', stamp, table);
});

test('download budget', () => {
  for (const screen of ['phone', 'desktop'] satisfies Screen[]) {
    const { js, css } = initialSizes(screen);
    record(
      `initial JS for / on a ${screen} (gzip)`,
      `${js.toFixed(1)} KB`,
      '≤ 120 KB (stretch 100)',
      js <= 120,
    );
    record(`CSS for / on a ${screen} (gzip)`, `${css.toFixed(1)} KB`, '≤ 10 KB', css <= 10);
  }
});

test('Lighthouse, mobile defaults, median of 3', async () => {
  const chrome = await launchChromeForLighthouse();
  const runs: { perf: number; a11y: number; bp: number; lcp: number; tbt: number; cls: number }[] =
    [];
  try {
    for (let i = 0; i < 3; i++) {
      const lhr = await lighthouseReport(`${origin}/`, chrome.port, [
        'performance',
        'accessibility',
        'best-practices',
      ]);
      runs.push({
        perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bp: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
      const lcpElement = JSON.stringify(
        lhr.audits['largest-contentful-paint-element']?.details ?? {},
      );
      console.info(`Lighthouse run ${i + 1} LCP element and phases: ${lcpElement}`);
      // Where the main thread went (what TBT is made of), for whoever tunes the next figure.
      const metrics = (
        lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined
      )?.items?.[0];
      if (metrics)
        console.info(
          `Lighthouse run ${i + 1} metrics: FCP ${metrics.firstContentfulPaint} ms, LCP ${metrics.largestContentfulPaint} ms, SI ${metrics.speedIndex} ms, TTI ${metrics.interactive} ms; unthrottled: FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
        );
      // Lantern counts every request that ended before the unthrottled LCP as needed for LCP.
      const requests = (
        lhr.audits['network-requests']?.details as
          { items?: { url: string; networkEndTime: number; transferSize: number }[] } | undefined
      )?.items;
      if (requests)
        console.info(
          `Lighthouse run ${i + 1} requests (ended at, KB): ${requests
            .map(
              (r) =>
                `${r.url.replace(origin, '')} ${Math.round(r.networkEndTime)} ms ${(r.transferSize / 1024).toFixed(1)}`,
            )
            .join('; ')}`,
        );
      for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown']) {
        const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
        console.info(`Lighthouse run ${i + 1} ${id}: ${JSON.stringify(items.slice(0, 8))}`);
      }
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id);
      if (failing.length)
        console.info(`Lighthouse run ${i + 1} failing binary audits: ${failing.join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  record('Lighthouse performance', String(pick('perf')), '≥ 95', pick('perf') >= 95);
  record('Lighthouse accessibility', String(pick('a11y')), '100', pick('a11y') === 100);
  record('Lighthouse best practices', String(pick('bp')), '100', pick('bp') === 100);
  record('LCP', `${(pick('lcp') / 1000).toFixed(2)} s`, '≤ 2.0 s', pick('lcp') <= 2000);
  record('TBT', `${Math.round(pick('tbt'))} ms`, '≤ 150 ms', pick('tbt') <= 150);
  record('CLS', pick('cls').toFixed(3), '≤ 0.02', pick('cls') <= 0.02);
});

/** Opens `/` on a desktop and returns how long the 1,000 markers took to draw after the data came. */
async function loadAndTimeFirstDraw() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Notes the first frame in which every marker is in the DOM, and when the app's own request for
  // the cameras resolves: the feed is preloaded, so its bytes usually arrive before the app has even
  // started, and "data arriving" for the app is the later of the two.
  await page.addInitScript(`(() => {
    const fetch = window.fetch;
    window.fetch = function (input, init) {
      const result = fetch.call(this, input, init);
      if (String(input).includes('/api/traffic-cams') && window.__camsReceivedAt === undefined)
        result.then(() => { window.__camsReceivedAt ??= performance.now(); });
      return result;
    };
    const tick = () => {
      const map = document.getElementById('map');
      const count = map ? ${DRAWN_CAMERAS} : 0;
      if (count >= 1000) { window.__firstDrawAt = performance.now(); return; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  await page.goto(`${origin}/`);
  await page.waitForFunction(
    () => (window as unknown as { __firstDrawAt?: number }).__firstDrawAt ?? 0 > 0,
    undefined,
    { timeout: 60_000 },
  );
  const draw = (await page.evaluate(`(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/traffic-cams'));
    return window.__firstDrawAt - Math.max(entry.responseEnd, window.__camsReceivedAt);
  })()`)) as number;
  return { context, page, draw };
}

test('1,000 cameras: first draw and layer toggle', async () => {
  // Median of five loads: one load's figure swings by ±50 ms on a 2-core machine.
  const loads = [];
  for (let i = 0; i < 5; i++) loads.push(await loadAndTimeFirstDraw());
  const draw = median(loads.map((load) => load.draw));
  console.info(`first draws: ${loads.map((load) => Math.round(load.draw)).join(', ')} ms`);
  const { context, page } = loads.at(-1)!;
  for (const load of loads.slice(0, -1)) await load.context.close();
  record(
    '1,000 cameras: first draw after the app receives the data (median of 5)',
    `${Math.round(draw)} ms`,
    '≤ 120 ms',
    draw <= 120,
  );

  const toggles: number[] = [];
  const camerasToggle = page
    .getByRole('group', { name: 'Map layers' })
    .getByRole('button', { name: /^Cameras/ });
  for (let i = 0; i < 3; i++) {
    await camerasToggle.click();
    await page.waitForFunction(`${DRAWN_CAMERAS} === 0`);
    // Clicked in the page and timed to the first frame in which all 1,000 are drawn again
    // (single markers and the cameras counted in clusters).
    const ms = (await page.evaluate(`new Promise((done) => {
      const button = Array.from(document.querySelectorAll('[role="group"][aria-label="Map layers"] button'))
        .find((b) => (b.textContent || '').trim().startsWith('Cameras'));
      const start = performance.now();
      button.click();
      const check = () => {
        if (${DRAWN_CAMERAS} >= 1000) done(performance.now() - start);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })`)) as number;
    toggles.push(ms);
  }
  const toggle = median(toggles);
  record(
    '1,000 cameras: Cameras layer back on',
    `${Math.round(toggle)} ms`,
    '≤ 50 ms',
    toggle <= 50,
  );
  expect(await drawnCameraCount(page)).toBeGreaterThanOrEqual(1000);
  const buttons = (await page.evaluate(MAP_BUTTONS)) as number;
  record(
    '1,000 cameras: map buttons drawn (markers and clusters)',
    String(buttons),
    '≤ 500',
    buttons <= 500,
  );
  await context.close();
});

test('unchanged 30 s refresh and an hour of polling', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // An hour of polling means every request is answered: advanced 60 s at a time, the fake clock
  // ran past the 15 s request timeout before the local server answered, and about one request in
  // seven ended as a timeout (the error path, which a real hour on a working network does not run).
  // So the clock moves 5 s at a time and waits for the requests in flight.
  const advance = clockStepper(page);
  await page.clock.install();
  await page.goto(`${origin}/`);
  await waitForCameraMarkers(page, 1000);
  await waitForFirstLoads(page);
  await snapshotMarkerProps(page);
  const cams = page.waitForResponse((response) => response.url().includes('/api/traffic-cams'));
  await page.clock.runFor(31_000);
  await cams;
  await page.waitForTimeout(500);
  const report = await compareMarkerProps(page);
  record(
    'unchanged refresh: markers re-rendered',
    String(report.rerendered),
    '0',
    report.rerendered === 0,
  );
  record(
    'unchanged refresh: map DOM nodes added/removed',
    String(report.nodeDelta + report.replaced),
    '0',
    report.nodeDelta === 0 && report.replaced === 0,
  );

  const failedBefore = advance.failed();
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  };
  await advance(60_000);
  await page.waitForTimeout(300);
  const afterFirstMinute = await heap();
  const codeAfterFirstMinute = await compiledCodeBytes(cdp);
  let afterTenMinutes = 0;
  for (let minute = 2; minute <= 60; minute++) {
    await advance(60_000);
    await page.waitForTimeout(150);
    if (minute === 10) afterTenMinutes = await heap();
  }
  await page.waitForTimeout(500);
  const afterHour = await heap();
  const codeAfterHour = await compiledCodeBytes(cdp);
  recordHeapGrowth('JS heap after an hour of polling vs first minute', afterFirstMinute, afterHour);
  const failed = advance.failed() - failedBefore;
  record('requests that failed during the hour', String(failed), '0', failed === 0);
  // Diagnostic, not a budget of the issue: by minute 10 every feed (the slowest polls every 10 min)
  // has run its code often enough for V8 to optimise it, and compiled code counts as heap. Growth
  // after that is what a leak would look like.
  recordHeapGrowth(
    'JS heap, minute 10 → 60 (diagnostic: after warm-up)',
    afterTenMinutes,
    afterHour,
  );
  // Diagnostic too: the same hour less V8's compiled code (machine code, bytecode, feedback), which
  // a heap snapshot counts; what is left is the app's values and the DOM's wrappers.
  recordHeapGrowth(
    'JS heap less compiled code, first minute → hour (diagnostic)',
    afterFirstMinute - codeAfterFirstMinute,
    afterHour - codeAfterHour,
  );
  await context.close();
});

/**
 * Moves the page's fake clock on in 5 s steps (a third of the request timeout), after each step
 * waiting (up to 5 s of real time) until no request is in flight. Counts the requests that failed:
 * every feed request that did not finish, and any other request but those the page cancelled.
 */
function clockStepper(page: Page) {
  let inFlight = 0;
  let failed = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', (request) => {
    inFlight -= 1;
    const feed = /\/(api|nws)\//.test(new URL(request.url()).pathname);
    // A feed's request is aborted by the app's 15 s timeout: that counts. Images it cancels do not.
    if (feed || request.failure()?.errorText !== 'net::ERR_ABORTED') failed += 1;
  });
  const advance = async (ms: number) => {
    for (let done = 0; done < ms; done += CLOCK_STEP_MS) {
      await page.clock.runFor(Math.min(CLOCK_STEP_MS, ms - done));
      let waited = 0;
      for (; inFlight > 0 && waited < 5_000; waited += 10)
        await new Promise((resolve) => setTimeout(resolve, 10));
      if (waited >= 5_000) console.warn(`bench: ${inFlight} request(s) still in flight after 5 s`);
    }
  };
  return Object.assign(advance, { failed: () => failed });
}

const CLOCK_STEP_MS = 5_000;

/** A heap row: from → to in MB and the growth, which passes within 10 %. */
function recordHeapGrowth(figure: string, from: number, to: number) {
  const growth = (to - from) / from;
  const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
  record(
    figure,
    `${mb(from)} → ${mb(to)} MB (${(growth * 100).toFixed(1)} %)`,
    'within 10 %',
    Math.abs(growth) <= 0.1,
  );
}

/** V8's compiled code in a heap snapshot of the page (machine code, bytecode, feedback), in bytes. */
async function compiledCodeBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const codeType = snapshot.snapshot.meta.node_types[0].indexOf('code');
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length)
    if (snapshot.nodes[i + typeAt] === codeType) bytes += snapshot.nodes[i + sizeAt]!;
  return bytes;
}

test('camera images load lazily', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cam/')) images.push(request.url());
  });
  await page.goto(`${origin}/`);
  await waitForCameraMarkers(page, 1000);
  await page.waitForTimeout(1000);
  record(
    'camera images fetched on load (1,000 cameras)',
    String(images.length),
    '≤ 6 (visible cards only)',
    images.length <= 6,
  );
  await context.close();
});
