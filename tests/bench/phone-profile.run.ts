/**
 * The main thread's long tasks of a phone's first visit to `/` (a diagnostic, not part of
 * `npm run bench`'s table): 390×844, touch, CPU slowed 4× as Lighthouse mobile simulates, the API
 * contract's examples. Build with `--minify false` to read function names, then
 * `PROFILE_DIR=dir [PROFILE_RUNS=3] npx vitest run --project bench tests/bench/phone-profile.run.ts`.
 * Prints each run's tasks over 30 ms until the network is idle (`PROFILE_MIN_TASK`), with the JS
 * functions of most self time in each (V8's sampling profiler, every `PROFILE_INTERVAL` µs), and
 * the total blocking time (the excess over 50 ms). With `PROFILE_CPU_SLOWDOWN=1 PROFILE_MIN_TASK=12`
 * it lists the tasks Lighthouse's 4× simulation counts; the profiler makes each longer (2–3× here),
 * so read which functions, not how long.
 */
import { join } from 'node:path';
import { test } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium';
import { add, collectTrace, newDesktopPage, newPhonePage } from './trace';
import { serveWithContract } from './contract-server';

const DIR = process.env.PROFILE_DIR ?? join(process.cwd(), 'dist-bench');
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
/** How many frames name a sample's self time: 1 is the function, 3 adds two callers. */
const DEPTH = Number(process.env.PROFILE_DEPTH ?? 1);
/** `PROFILE_SCREEN=desktop`: a 1280×900 desktop instead (with `PROFILE_CPU_SLOWDOWN=1`, its own speed). */
const DESKTOP = process.env.PROFILE_SCREEN === 'desktop';
const CPU_SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4);
/** The shortest task printed, in ms (Lighthouse counts an unthrottled task over 12.5 ms). */
const MIN_TASK_MS = Number(process.env.PROFILE_MIN_TASK ?? 30);

interface ProfileNode {
  id: number;
  parent?: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}

test('phone first load: long tasks', async () => {
  const { server, origin } = await serveWithContract(DIR);
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
  const blocking: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page, session } = await (DESKTOP ? newDesktopPage : newPhonePage)(browser);
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', {
        interval: Number(process.env.PROFILE_INTERVAL ?? 200),
      });
      await session.send('Profiler.start');
      await session.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,blink.user_timing',
        transferMode: 'ReportEvents',
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { profile } = (await session.send('Profiler.stop')) as unknown as {
        profile: {
          nodes: ProfileNode[];
          startTime: number;
          samples: number[];
          timeDeltas: number[];
        };
      };
      const events = await collectTrace(session);
      const fcp = (await page.evaluate(
        `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
      )) as number;
      const nav = events.find(
        (e) =>
          e.name === 'navigationStart' &&
          (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
      );
      const navTs = nav?.ts ?? 0;
      const main = events.find(
        (e) =>
          e.name === 'thread_name' &&
          (e.args as { name?: string })?.name === 'CrRendererMain' &&
          e.pid === nav?.pid,
      );
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes)
        for (const child of node.children ?? []) parents.set(child, node.id);
      const samples: { ts: number; delta: number; key: string; stack: string[] }[] = [];
      let ts = profile.startTime;
      for (let i = 0; i < profile.samples.length; i++) {
        ts += profile.timeDeltas[i]!;
        const delta = profile.timeDeltas[i + 1] ?? 0;
        if (ts < navTs) continue;
        const name = (id: number) => {
          const frame = nodes.get(id)!.callFrame;
          return `${frame.functionName || '(anon)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
        };
        const stack: string[] = [];
        for (
          let id: number | undefined = profile.samples[i]!;
          id !== undefined;
          id = parents.get(id)
        )
          stack.push(name(id));
        samples.push({ ts, delta, key: stack.slice(0, DEPTH).join(' < '), stack });
      }
      const tasks = events.filter(
        (e) =>
          e.name === 'RunTask' &&
          e.dur! > MIN_TASK_MS * 1000 &&
          e.tid === main?.tid &&
          e.pid === main?.pid &&
          e.ts > navTs,
      );
      let tbt = 0;
      const lines = tasks.map((task) => {
        const slowed = task.dur! / 1000;
        if (slowed > 50) tbt += slowed - 50;
        const self = new Map<string, number>();
        const total = new Map<string, number>();
        const inner = events.filter(
          (e) =>
            e.ph === 'X' &&
            e.tid === main?.tid &&
            e.ts >= task.ts &&
            e.ts < task.ts + task.dur! &&
            [
              'Layout',
              'UpdateLayoutTree',
              'Paint',
              'EvaluateScript',
              'v8.compile',
              'MajorGC',
              'MinorGC',
              'ParseHTML',
              'FunctionCall',
              'TimerFire',
              'FireAnimationFrame',
              'EventDispatch',
            ].includes(e.name),
        );
        const byEvent = new Map<string, number>();
        for (const e of inner) {
          const type = (e.args?.data as { type?: string } | undefined)?.type;
          add(byEvent, type ? `${e.name}:${type}` : e.name, e.dur! / 1000);
        }
        for (const sample of samples)
          if (sample.ts >= task.ts && sample.ts < task.ts + task.dur!) {
            add(self, sample.key, sample.delta / 1000);
            for (const frame of new Set(sample.stack)) add(total, frame, sample.delta / 1000);
          }
        const list = (map: Map<string, number>, count: number) =>
          [...map]
            .sort((a, b) => b[1] - a[1])
            .slice(0, count)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(' | ');
        return (
          `  @${((task.ts - navTs) / 1000).toFixed(0).padStart(5)}${task.ts - navTs > fcp * 1000 ? ' after FCP' : ''} ${slowed.toFixed(1).padStart(6)} ms\n` +
          `     events: ${list(byEvent, 8)}\n` +
          `     self:   ${list(self, 8)}\n` +
          `     total:  ${list(total, 14)}\n` +
          // React components, by the convention that their names start with a capital letter.
          `     components: ${list(new Map([...total].filter(([frame]) => /^[A-Z]\w*[a-z]\w* /.test(frame))), 10)}`
        );
      });
      blocking.push(tbt);
      console.log(
        `run ${run}: FCP ${Math.round(fcp)} ms, blocking ${Math.round(tbt)} ms\n${lines.join('\n')}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`blocking per run: ${blocking.map(Math.round).join(', ')}`);
});
