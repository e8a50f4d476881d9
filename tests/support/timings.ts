/** What one Vitest run took, file by file, and how the runs of one `npm test` are summed up. */

export interface FileTiming {
  file: string;
  project: string;
  /** The file's own time in its worker (ms). */
  ms: number;
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests' full names ("describe > test"); the file's own name when it could not load. */
  failedTests?: string[];
}

export interface RunTimings {
  /** From the run's start to its end (ms). */
  wallMs: number;
  files: FileTiming[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One line per failed test, so that the end of a long CI log names what failed. */
function failedLines(files: readonly FileTiming[]): string[] {
  const names = files.flatMap((file) =>
    (file.failedTests ?? []).map((test) => `  ✗ ${file.file} (${file.project}): ${test}`),
  );
  return names.length ? ['', 'Failed:', ...names] : [];
}

/**
 * The ten slowest files of all the runs, the failed tests by name, then one line per project and
 * the total. The last line is `Tests: N passed, N failed, N skipped`, which CI reads.
 */
export function formatTimings(runs: readonly RunTimings[], totalMs?: number): string {
  const files = runs.flatMap((run) => run.files);
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  const sum = (list: readonly FileTiming[], key: 'passed' | 'failed' | 'skipped') =>
    list.reduce((total, file) => total + file[key], 0);
  const projects = [...new Set(files.map((file) => file.project))];
  const width = Math.max(0, ...slowest.map((file) => file.file.length));
  return [
    '',
    'Ten slowest test files:',
    ...slowest.map(
      (file) => `  ${seconds(file.ms).padStart(8)}  ${file.file.padEnd(width)}  (${file.project})`,
    ),
    ...failedLines(files),
    '',
    ...projects.map((project) => {
      const own = files.filter((file) => file.project === project);
      return `  ${project}: ${own.length} files, ${sum(own, 'passed')} passed, ${sum(own, 'failed')} failed, ${sum(own, 'skipped')} skipped`;
    }),
    `  time: ${seconds(totalMs ?? runs.reduce((total, run) => total + run.wallMs, 0))} in all`,
    '',
    `Tests: ${sum(files, 'passed')} passed, ${sum(files, 'failed')} failed, ${sum(files, 'skipped')} skipped`,
  ].join('\n');
}
