/**
 * files/length (eslint.config.js): a source file over 300 lines starts with its reason
 * (`// Over 300 lines: …`), and none passes 450.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** A module of `count` lines (as `wc -l` counts them) under a first line. */
const moduleOf = (firstLine: string, count: number) =>
  [
    firstLine,
    ...Array.from({ length: count - 1 }, (_, index) => `export const a${index} = ${index};`),
  ]
    .join('\n')
    .concat('\n');

async function lengthReports(code: string, lintAs = 'src/domain/fixture.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, lintAs) });
  return result!.messages.filter((message) => message.ruleId === 'files/length');
}

test.each([
  { name: '300 lines and no reason', firstLine: '// A module.', count: 300, reports: 0 },
  { name: '301 lines and no reason', firstLine: '// A module.', count: 301, reports: 1 },
  {
    name: '301 lines, a doc comment not in the form',
    firstLine: '/** Long. */',
    count: 301,
    reports: 1,
  },
  {
    name: '301 lines with its reason',
    firstLine: '// Over 300 lines: one table.',
    count: 301,
    reports: 0,
  },
  {
    name: '450 lines with its reason',
    firstLine: '/* Over 300 lines: one drawing. */',
    count: 450,
    reports: 0,
  },
  {
    name: '451 lines, even with a reason',
    firstLine: '// Over 300 lines: one table.',
    count: 451,
    reports: 1,
  },
])('$name: $reports report(s)', { timeout: 60_000 }, async ({ firstLine, count, reports }) => {
  expect(await lengthReports(moduleOf(firstLine, count))).toHaveLength(reports);
});

test('the message says how long the file is and what to do', { timeout: 60_000 }, async () => {
  const [report] = await lengthReports(moduleOf('// A module.', 320), 'src/pages/fixture.tsx');
  expect(report?.message).toBe(
    '320 lines: a file over 300 lines starts with its reason ("// Over 300 lines: …"), or is split.',
  );
});
