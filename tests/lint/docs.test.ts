/**
 * The docs a newcomer reads (issue 42): a short README, the long text in docs/, every link between
 * them pointing at a file that exists, and the decisions kept as numbered records.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const DOCS = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name)),
];

test('the README fits in 200 lines and names the two commands', () => {
  const readme = read('README.md');
  expect(lineCount(readme)).toBeLessThanOrEqual(200);
  expect(readme).toContain('npm install && npm run dev');
  expect(readme).toContain('npm test');
});

test('the README documents every VITE_ setting that src/config.ts reads', () => {
  const settings = new Set(read('src/config.ts').match(/VITE_[A-Z_]+/g));
  expect(settings.size).toBeGreaterThan(0);
  const readme = read('README.md');
  expect([...settings].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
});

test('docs/ holds the architecture, the performance method and the tests', () => {
  for (const file of ['architecture.md', 'performance.md', 'testing.md', 'features.md']) {
    expect(existsSync(path.join(root, 'docs', file))).toBe(true);
  }
});

test('each decision is a numbered record with its status, context and decision', () => {
  const records = readdirSync(path.join(root, 'docs/decisions')).filter((name) =>
    name.endsWith('.md'),
  );
  expect(records.length).toBeGreaterThanOrEqual(6);
  for (const name of records) {
    expect(name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
    const text = read(path.join('docs/decisions', name));
    expect(text.startsWith(`# ${name.slice(0, 3)}: `), name).toBe(true);
    expect(text, name).toMatch(/^Status: /m);
    expect(text, name).toMatch(/^## Context$/m);
    expect(text, name).toMatch(/^## Decision$/m);
  }
});

test.each(DOCS)('every relative link in %s points at a file that exists', (file) => {
  const links = [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target));
  const missing = links.filter(
    (target) => !existsSync(path.resolve(path.dirname(path.join(root, file)), target)),
  );
  expect(missing).toEqual([]);
});
