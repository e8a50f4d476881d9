/**
 * Where the time goes between `/api/traffic-cams`'s responseEnd and every camera on the map, on a
 * desktop first visit (a diagnostic, not part of `npm run bench`'s table):
 * `npx vitest run --project bench tests/bench/markers-profile.run.ts` against `dist-bench/` (or
 * PROFILE_DIR), built as tests/bench/run.mjs builds it. Prints, over PROFILE_RUNS loads, the
 * median figure, the main thread's work in that window by trace event, and the JS functions with
 * the most self time in it (V8's sampling profiler).
 */
import { join } from 'node:path';
import { test } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { add, collectTrace } from './trace';
import { DRAWN_CAMERAS } from '../e2e/support/map-probes';
import { serveBench } from './bench-server';
import { allCamerasDrawn, STAMP_ALL_CAMERAS, STAMP_FIRST_PAINT } from './camera-stamps';

const DIR = process.env.PROFILE_DIR ?? join(process.cwd(), 'dist-bench');
const RUNS = Number(process.env.PROFILE_RUNS ?? 5);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const top = (map: Map<string, number>, runs: number, count = 25) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => `${(value / runs).toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');

test.skipIf(Boolean(process.env.PROFILE_DIRS))('markers profile', async () => {
  const { server, origin } = await serveBench(DIR);
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
  const figures: number[] = [];
  const byEvent = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const longTasks: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await page.addInitScript(`(() => {
        window.__long = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]); })
          .observe({ type: 'longtask', buffered: true });
      })()`);
      await page.addInitScript(STAMP_ALL_CAMERAS);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      if (process.env.PROFILE_CPU !== '0') await session.send('Profiler.start');
      await session.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,blink.user_timing',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await allCamerasDrawn(page);
      const { profile } = (process.env.PROFILE_CPU !== '0'
        ? await session.send('Profiler.stop')
        : { profile: { nodes: [], startTime: 0, samples: [], timeDeltas: [] } }) as unknown as {
        profile: {
          nodes: ProfileNode[];
          startTime: number;
          samples: number[];
          timeDeltas: number[];
        };
      };
      const events = await collectTrace(session);
      const timing = (await page.evaluate(`(() => {
        const cams = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/traffic-cams'));
        const js = performance.getEntriesByType('resource').filter((e) => /\\.js$/.test(e.name))
          .map((e) => e.name.split('/').pop().replace(/-[\\w-]{8}\\.js$/, '') + ' ' + Math.round(e.startTime) + '-' + Math.round(e.responseEnd)).join(', ');
        const marks = performance.getEntriesByType('mark').filter((m) => /PROF|entry/.test(m.name)).map((m) => m.name.replace('PROF ', '') + '@' + Math.round(m.startTime)).join(', ');
        return { marks, end: cams.responseEnd, all: window.__allCameras, long: window.__long, js, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime };
      })()`)) as {
        end: number;
        all: number;
        long: [number, number][];
        js: string;
        fcp: number;
        marks: string;
      };
      figures.push(timing.all - timing.end);
      // performance.now() 0 is the navigation's start: find it in the trace's clock.
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
      );
      const navTs = nav?.ts ?? 0;
      const from = navTs + timing.end * 1000;
      const to = navTs + timing.all * 1000;
      for (const [start, duration] of timing.long)
        if (start + duration > timing.end && start < timing.all)
          longTasks.push(Math.round(duration));
      const main = events.find(
        (e) =>
          e.name === 'thread_name' &&
          (e.args as { name?: string })?.name === 'CrRendererMain' &&
          e.pid === nav?.pid,
      );
      const inWindow = events.filter(
        (e) =>
          e.ph === 'X' &&
          e.tid === main?.tid &&
          e.pid === main?.pid &&
          e.ts >= from &&
          e.ts < to &&
          e.dur !== undefined,
      );
      for (const e of inWindow) {
        if (
          [
            'RunTask',
            'ThreadControllerImpl::RunTask',
            'FunctionCall',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'PrePaint',
            'Layerize',
            'Commit',
            'EventDispatch',
            'TimerFire',
            'FireAnimationFrame',
            'ParseHTML',
            'EvaluateScript',
            'v8.compile',
            'v8.compileModule',
            'v8.evaluateModule',
            'MinorGC',
            'MajorGC',
            'V8.GC_SCAVENGER',
            'HitTest',
            'ScheduleStyleRecalculation',
            'UpdateLayerTree',
            'IntersectionObserverController::computeIntersections',
            'ResourceReceivedData',
            'v8.run',
          ].includes(e.name)
        )
          add(byEvent, e.name, e.dur! / 1000);
      }
      add(byEvent, '(window)', (to - from) / 1000);
      // JS self time in the window.
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const samples: { ts: number; delta: number; key: string }[] = [];
      let ts = profile.startTime;
      for (let i = 0; i < profile.samples.length; i++) {
        ts += profile.timeDeltas[i]!;
        const delta = profile.timeDeltas[i + 1] ?? 0;
        if (ts < navTs || ts >= to) continue;
        const frame = nodes.get(profile.samples[i]!)!.callFrame;
        const file = frame.url.split('/').pop() ?? '';
        const key = `${frame.functionName || '(anon)'} ${file}:${frame.lineNumber}`;
        samples.push({ ts, delta, key });
        if (ts >= from) add(byFunction, key, delta / 1000);
      }
      // The window's tasks over 3 ms, each with its JS functions of most self time.
      const tasks = events.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.dur! > 3000 &&
          e.tid === main?.tid &&
          e.pid === main?.pid &&
          e.ts > navTs &&
          e.ts < to,
      );
      console.log(
        `cams responseEnd ${Math.round(timing.end)}, fcp ${Math.round(timing.fcp)}, all ${Math.round(timing.all)}; js: ${timing.js}\nmarks: ${timing.marks}`,
      );
      console.log(
        `run ${run}: ${Math.round(timing.all - timing.end)} ms\n` +
          tasks
            .map((task) => {
              const own = new Map<string, number>();
              for (const sample of samples)
                if (sample.ts >= task.ts && sample.ts < task.ts + task.dur!)
                  add(own, sample.key, sample.delta / 1000);
              const names = [...own]
                .sort((a, b) => b[1] - a[1])
                .slice(0, 5)
                .map(([k, v]) => `${k} ${v.toFixed(1)}`);
              return `  +${((task.ts - from) / 1000).toFixed(0).padStart(4)} ${(task.dur! / 1000).toFixed(1).padStart(6)} ms  ${names.join(' | ')}`;
            })
            .join('\n'),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const sorted = [...figures].sort((a, b) => a - b);
  console.log(
    `figures: ${figures.map(Math.round).join(', ')} (median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms)`,
  );
  console.log(`long tasks in window (all runs): ${longTasks.join(', ')}`);
  console.log(
    `main thread events in the window (mean per run; nested events overlap):\n${top(byEvent, RUNS)}`,
  );
  console.log(`JS self time in the window (mean per run):\n${top(byFunction, RUNS, 40)}`);
});

/** PROFILE_DIRS="a=dir,b=dir": the figure alone for several builds, their loads interleaved. */
test.runIf(Boolean(process.env.PROFILE_DIRS))('builds side by side', async () => {
  const builds = process.env
    .PROFILE_DIRS!.split(',')
    .map((pair) => pair.split('=') as [string, string]);
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
  const servers = await Promise.all(builds.map(([, dir]) => serveBench(dir)));
  const figures = builds.map(() => [] as number[][]);
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [index, { origin }] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.addInitScript(STAMP_FIRST_PAINT);
        await page.addInitScript(STAMP_ALL_CAMERAS);
        await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
        await allCamerasDrawn(page);
        const [drawn, painted, entry] = (await page.evaluate(`(() => {
          const cams = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/traffic-cams'));
          const entry = performance.getEntriesByName('entry-start')[0]?.startTime ?? NaN;
          return [window.__allCameras - cams.responseEnd, window.__painted - cams.responseEnd, window.__allCameras - entry];
        })()`)) as number[];
        // The Cameras layer off, then timed from the click back on to the frame with all 1,000.
        const toggles: number[] = [];
        for (let i = 0; i < 3; i++) {
          await page
            .getByRole('group', { name: 'Map layers' })
            .getByRole('button', { name: /^Cameras/ })
            .click();
          await page.waitForFunction(`${DRAWN_CAMERAS} === 0`);
          toggles.push(
            (await page.evaluate(`new Promise((done) => {
              const button = Array.from(document.querySelectorAll('[role="group"][aria-label="Map layers"] button'))
                .find((b) => (b.textContent || '').trim().startsWith('Cameras'));
              const start = performance.now();
              button.click();
              const check = () => {
                if (${DRAWN_CAMERAS} >= 1000) done(performance.now() - start);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            })`)) as number,
          );
        }
        figures[index]!.push([drawn!, painted!, entry!, median(toggles)]);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server.close();
  }
  for (const [index, [label]] of builds.entries()) {
    const rows = figures[index]!;
    console.log(
      `${label}: all cameras after responseEnd median ${Math.round(median(rows.map((r) => r[0]!)))} ms (${rows.map((r) => Math.round(r[0]!)).join(', ')}); FCP after responseEnd median ${Math.round(median(rows.map((r) => r[1]!)))} ms; all cameras after entry-start median ${Math.round(median(rows.map((r) => r[2]!)))} ms; Cameras layer back on median ${Math.round(median(rows.map((r) => r[3]!)))} ms (${rows.map((r) => Math.round(r[3]!)).join(', ')})`,
    );
  }
});
