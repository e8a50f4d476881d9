/**
 * A Vitest reporter: after a run, the ten slowest test files and the counts, so that growth shows in
 * every run. Under `npm test` (tests/run.mjs) it also keeps this run's timings in $TEST_TIMINGS_FILE,
 * and the browser run's table takes in the unit run's ($TEST_TIMINGS_EARLIER): the last table of
 * `npm test` covers all of it, timed from $TEST_RUN_STARTED_AT.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { formatTimings, type FileTiming, type RunTimings } from './timings';

/** The file's own time in its worker: environment, harness, import, setup files and tests (ms). */
function fileTiming(module: TestModule): FileTiming {
  const d = module.diagnostic();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failedTests: string[] = [];
  for (const test of module.children.allTests()) {
    const state = test.result().state;
    if (state === 'passed') counts.passed += 1;
    else if (state === 'failed') {
      counts.failed += 1;
      failedTests.push(test.fullName);
    } else counts.skipped += 1;
  }
  // A file that could not load has no tests: it counts as one failure, named by the file.
  const notLoaded = module.state() === 'failed' && counts.failed === 0;
  return {
    file: module.relativeModuleId,
    project: module.project.name,
    ms: Math.round(
      d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration,
    ),
    ...counts,
    failedTests: notLoaded ? ['(the file could not load)'] : failedTests,
    ...(notLoaded ? { failed: 1 } : {}),
  };
}

export default class SlowestFilesReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const run: RunTimings = {
      wallMs: Date.now() - this.startedAt,
      files: modules.map(fileTiming),
    };
    const target = process.env.TEST_TIMINGS_FILE;
    if (target) writeFileSync(target, JSON.stringify(run));
    const earlier = (process.env.TEST_TIMINGS_EARLIER ?? '')
      .split(',')
      .filter((file) => file && existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as RunTimings);
    const startedAt = Number(process.env.TEST_RUN_STARTED_AT);
    console.log(formatTimings([...earlier, run], startedAt ? Date.now() - startedAt : undefined));
  }
}
