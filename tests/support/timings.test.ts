import { expect, test } from 'vitest';
import { formatTimings, type FileTiming } from './timings';

const file = (name: string, ms: number, project = 'node', failed = 0): FileTiming => ({
  file: name,
  project,
  ms,
  passed: 2,
  failed,
  skipped: 0,
});

test('lists the ten slowest files of all runs, slowest first', () => {
  const files = Array.from({ length: 12 }, (_, index) => file(`f${index}.test.ts`, index * 1000));
  const text = formatTimings([
    { wallMs: 5_000, files: files.slice(0, 6) },
    { wallMs: 7_000, files: files.slice(6) },
  ]);
  const listed = text.match(/f\d+\.test\.ts/g);
  expect(listed).toEqual(
    ['f11', 'f10', 'f9', 'f8', 'f7', 'f6', 'f5', 'f4', 'f3', 'f2'].map((name) => `${name}.test.ts`),
  );
  expect(text).toContain('11.0 s');
});

test('ends with the counts of every run on one line CI reads, and the time of all', () => {
  const text = formatTimings(
    [
      { wallMs: 1_000, files: [file('a.test.ts', 10), file('b.test.tsx', 20, 'dom', 1)] },
      { wallMs: 2_000, files: [file('c.e2e.ts', 30, 'e2e')] },
    ],
    4_500,
  );
  expect(text.split('\n').at(-1)).toBe('Tests: 6 passed, 1 failed, 0 skipped');
  expect(text).toContain('dom: 1 files, 2 passed, 1 failed, 0 skipped');
  expect(text).toContain('time: 4.5 s in all');
});

test('without a total it adds up the runs', () => {
  expect(
    formatTimings([
      { wallMs: 1_500, files: [] },
      { wallMs: 500, files: [] },
    ]),
  ).toContain('time: 2.0 s in all');
});

test('names every failed test of every run before the counts', () => {
  const failing = { ...file('b.test.tsx', 20, 'dom-isolated', 1), failedTests: ['panel > counts'] };
  const text = formatTimings([
    { wallMs: 1_000, files: [file('a.test.ts', 10), failing] },
    { wallMs: 2_000, files: [{ ...file('c.e2e.ts', 30, 'e2e', 1), failedTests: ['loads'] }] },
  ]);
  expect(text).toContain(
    '  ✗ b.test.tsx (dom-isolated): panel > counts\n  ✗ c.e2e.ts (e2e): loads',
  );
  expect(text.indexOf('Failed:')).toBeLessThan(text.indexOf('Tests:'));
  expect(formatTimings([{ wallMs: 1, files: [file('a.test.ts', 10)] }])).not.toContain('Failed');
});
