/**
 * The previous release beside this one (npm run bench builds both): what a visitor's browser sees
 * on a first, cold visit to `/`, each figure for both builds in one run on one machine. Data: the
 * API contract's examples (where it gives one), the bench's 1,000 real cameras, the demo news, and
 * a local stand-in for the weather service (stations, alerts and the forecast), so no call fails.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { gzipSize } from '../e2e/support/gzip-size';
import { DRAWN_CAMERAS } from '../e2e/support/map-probes';
import {
  allCamerasDrawn,
  KEEP_LONG_TASKS,
  longTasksAfterPaint,
  STAMP_ALL_CAMERAS,
  STAMP_FIRST_PAINT,
} from './camera-stamps';
import { serveWithContract } from './contract-server';
import { roundOrder } from './round-order';
import { saveBenchResults } from './save-results';
import { launchChromeForLighthouse, lighthouseReport } from './lighthouse-run';
import { benchBuilds } from './bench-builds';

/** `label=dir` pairs, the previous release first (set by tests/bench/run.mjs). */
const BUILDS = benchBuilds({ label: 'current', dir: join(process.cwd(), 'dist') });
const RUNS = 5;
/** Lighthouse's runs per build: even, so each build goes first in as many pairs as second. */
const LIGHTHOUSE_RUNS = 6;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const serve = serveWithContract;

let browser: Browser;
const table = new Map<string, Map<string, string>>();
const put = (figure: string, label: string, value: string) => {
  if (!table.has(figure)) table.set(figure, new Map());
  table.get(figure)!.set(label, value);
};

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  const labels = BUILDS.map((build) => build.label);
  const lines = [
    `| figure | ${labels.join(' | ')} |`,
    `|---|${labels.map(() => '---').join('|')}|`,
    ...[...table].map(
      ([figure, values]) =>
        `| ${figure} | ${labels.map((label) => values.get(label) ?? '–').join(' | ')} |`,
    ),
  ].join('\n');
  console.log(`\n${lines}\n`);
  const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on a 2-core machine (absolute times are noisy between runs, compare the columns), Chromium ${browser?.version() ?? ''}, cold cache, median of ${RUNS} (Lighthouse: ${LIGHTHOUSE_RUNS}, the builds taking turns, each first in half the pairs).`;
  saveBenchResults('compare', stamp, lines);
});

/** The gzip size (level 9, KiB) of a build's files, by their paths on the site. */
const gzipKiB = (dir: string, paths: readonly string[]) =>
  paths.reduce((sum, path) => sum + gzipSize(dir, path), 0) / 1024;

/**
 * One cold load: JS files before the first paint and before idle, the cameras' draw, and the long
 * tasks of the 5 s after the first paint (no CPU slowdown: a desktop's or phone's own speed here).
 */
async function coldLoad(origin: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(STAMP_FIRST_PAINT);
  await page.addInitScript(STAMP_ALL_CAMERAS);
  await page.addInitScript(KEEP_LONG_TASKS);
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  if (viewport.width >= 768) await allCamerasDrawn(page);
  const longTasks = await longTasksAfterPaint(page);
  const result = (await page.evaluate(`(() => {
    const resources = performance.getEntriesByType('resource');
    const js = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const cams = resources.find((entry) => entry.name.includes('/api/traffic-cams'));
    const beforePaint = js.filter((entry) => entry.startTime < (window.__painted ?? Infinity));
    return {
      beforePaint: beforePaint.length,
      pathsBeforePaint: beforePaint.map((entry) => new URL(entry.name).pathname),
      beforeIdle: js.length,
      camerasDrawn: window.__allCameras === undefined ? NaN : window.__allCameras - cams.responseEnd,
    };
  })()`)) as {
    beforePaint: number;
    pathsBeforePaint: string[];
    beforeIdle: number;
    camerasDrawn: number;
  };
  await context.close();
  return { ...result, errors, longTasks };
}

test('first visits, both builds', async () => {
  for (const { label, dir } of BUILDS) {
    const { server, origin } = await serve(dir);
    try {
      for (const [screen, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1280, height: 900 }],
      ] as const) {
        const loads = [];
        for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(origin, viewport));
        put(
          `${screen}: JS files before first paint`,
          label,
          String(median(loads.map((l) => l.beforePaint))),
        );
        put(
          `${screen}: JS fetched before first paint (gzip -9 KiB; index.html's own are bundle-budget.e2e.ts's)`,
          label,
          median(loads.map((l) => gzipKiB(dir, l.pathsBeforePaint))).toFixed(1),
        );
        put(
          `${screen}: JS files before idle`,
          label,
          String(median(loads.map((l) => l.beforeIdle))),
        );
        put(
          `${screen}: console errors (all runs)`,
          label,
          String(loads.flatMap((l) => l.errors).length),
        );
        put(
          `${screen}: tasks over 50 ms in the 5 s after the first paint (all runs; the longest)`,
          label,
          `${loads.flatMap((l) => l.longTasks).length}; ${Math.max(0, ...loads.flatMap((l) => l.longTasks))} ms`,
        );
        if (screen === 'desktop')
          put(
            'desktop: 1,000 cameras all on the map after their responseEnd (the answer before the code)',
            label,
            `${Math.round(median(loads.map((l) => l.camerasDrawn)))} ms`,
          );
      }
    } finally {
      await server.close();
    }
  }
});

/** The METRO vehicles drawn in `#map`, single or inside clusters (a script run in the page). */
const DRAWN_VEHICLES = `Array.from(document.querySelectorAll('#map button')).reduce((n, b) => {
  const label = b.getAttribute('aria-label') || '';
  if (label.startsWith('Transit Vehicle:')) return n + 1;
  const cluster = b.hasAttribute('data-cluster-count') && /(\\d+) transit vehicles?\\b/.exec(label);
  return n + (cluster ? Number(cluster[1]) : 0);
}, 0)`;

/** The demo's trains: four each way on the Blue and Green Lines. */
const DEMO_VEHICLES = 16;

/** A layer switch of the desktop map, and how the page counts what it draws. */
const LAYERS = {
  Cameras: { drawn: DRAWN_CAMERAS, all: 1000 },
  Transit: { drawn: DRAWN_VEHICLES, all: DEMO_VEHICLES },
} as const;

/**
 * One layer toggle on the desktop map with the 1,000 cameras and every demo train drawn: from the
 * click's event timestamp until the frame after the map's DOM shows the new state (a
 * MutationObserver on `#map` sees every point of the layer gone, or all back, then the next
 * requestAnimationFrame). Off and on alternate; each figure is a median over TOGGLES of each.
 * Null where the build has no such switch (the previous release had no Transit layer).
 */
const TOGGLES = 7;

/**
 * Waits until an expression is true in the page, asking from here: `waitForFunction` with a string
 * polls with an eval the site's CSP forbids (it failed whenever the cameras were not drawn yet).
 */
const untilTrue = (page: Page, expression: string) =>
  expect.poll(() => page.evaluate(expression), { timeout: 60_000, interval: 100 }).toBe(true);

async function toggleTimes(origin: string, layer: keyof typeof LAYERS) {
  const { drawn, all } = LAYERS[layer];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await untilTrue(page, `!!document.getElementById('map') && ${DRAWN_CAMERAS} >= 1000`);
  const button = page
    .getByRole('group', { name: 'Map layers' })
    .getByRole('button', { name: new RegExp(`^${layer}`) });
  if ((await button.count()) === 0) {
    await context.close();
    return null;
  }
  await untilTrue(page, `${drawn} >= ${all}`);
  await page.waitForTimeout(500);
  const off: number[] = [];
  const on: number[] = [];
  for (let i = 0; i < TOGGLES * 2; i++) {
    const wantOn = i % 2 === 1;
    await page.evaluate(`(() => {
      window.__toggle = new Promise((done) => {
        let clickedAt = NaN;
        document.addEventListener('click', (event) => { clickedAt = event.timeStamp; }, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          const points = ${drawn};
          if (${wantOn} ? points < ${all} : points > 0) return;
          observer.disconnect();
          requestAnimationFrame(() => done(performance.now() - clickedAt));
        });
        observer.observe(document.getElementById('map'), { subtree: true, childList: true });
      });
    })()`);
    await button.click();
    const ms = (await page.evaluate('window.__toggle')) as number;
    (wantOn ? on : off).push(ms);
    // Let the page settle (effects, idle work) before the next click.
    await page.waitForTimeout(300);
  }
  await context.close();
  return { off: median(off), on: median(on) };
}

/**
 * The cameras answering last: `/api/traffic-cams` is held until the desktop page has painted and
 * gone quiet (its code all in), then let through. From that answer's responseEnd until every camera
 * is on the map is the data's own cost (parse, cluster, draw), where the cold-load figure above
 * also holds the entry's download and the page's first render when the answer came first.
 */
async function lateCamerasDrawn(origin: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/traffic-cams', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(STAMP_ALL_CAMERAS);
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => document.getElementById('map') !== null);
  // The rest of the first load (the parts after the paint, idle-time code) settles first.
  await page.waitForTimeout(2000);
  release();
  await allCamerasDrawn(page);
  const drawn = (await page.evaluate(`(() => {
    const cams = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/traffic-cams'));
    return window.__allCameras - cams.responseEnd;
  })()`)) as number;
  await context.close();
  return drawn;
}

test('desktop: the cameras answering after the page is up, both builds', async () => {
  for (const { label, dir } of BUILDS) {
    const { server, origin } = await serve(dir);
    try {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await lateCamerasDrawn(origin));
      put(
        'desktop: 1,000 cameras all on the map after their responseEnd, answering after the page is up',
        label,
        `${Math.round(median(runs))} ms`,
      );
    } finally {
      await server.close();
    }
  }
});

test('desktop layer toggles with 1,000 cameras and every demo train, both builds', async () => {
  for (const { label, dir } of BUILDS) {
    const { server, origin } = await serve(dir);
    try {
      for (const layer of ['Cameras', 'Transit'] as const) {
        const times = await toggleTimes(origin, layer);
        if (!times) continue;
        put(
          `desktop: "${layer}" layer off (click to next frame)`,
          label,
          `${Math.round(times.off)} ms`,
        );
        put(
          `desktop: "${layer}" layer back on (click to next frame)`,
          label,
          `${Math.round(times.on)} ms`,
        );
      }
    } finally {
      await server.close();
    }
  }
});

test('Lighthouse mobile (default simulated throttling), both builds', async () => {
  // The builds take turns, run by run: this machine drifts over minutes (an A/A run of one build
  // after itself gave TBT 992 and 660 ms), and a drift must fall on both builds alike.
  type Run = { perf: number; lcp: number; tbt: number; cls: number; errors: number };
  const served = await Promise.all(
    BUILDS.map(async (build) => ({ ...build, ...(await serve(build.dir)) })),
  );
  const runs = new Map<string, Run[]>(BUILDS.map(({ label }) => [label, []]));
  const chrome = await launchChromeForLighthouse();
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      // …and in turn first (A B, B A …; round-order.ts): in an A/A run, whichever went second was slower.
      for (const { label, origin } of roundOrder(served.length, i).map((index) => served[index]!)) {
        const lhr = await lighthouseReport(`${origin}/`, chrome.port, [
          'performance',
          'best-practices',
        ]);
        const errors = (
          lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined
        )?.items?.length;
        runs.get(label)!.push({
          perf: lhr.categories.performance?.score ?? 0,
          lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
          errors: errors ?? 0,
        });
      }
    }
  } finally {
    chrome.kill();
    await Promise.all(served.map(({ server }) => server.close()));
  }
  for (const { label } of BUILDS) {
    const pick = (key: keyof Run) => median(runs.get(label)!.map((run) => run[key]));
    put('Lighthouse performance', label, pick('perf').toFixed(2));
    put('Lighthouse TBT', label, `${Math.round(pick('tbt'))} ms`);
    put('Lighthouse LCP', label, `${(pick('lcp') / 1000).toFixed(2)} s`);
    put('Lighthouse CLS', label, pick('cls').toFixed(3));
    put('Lighthouse console errors (median)', label, String(pick('errors')));
  }
});
