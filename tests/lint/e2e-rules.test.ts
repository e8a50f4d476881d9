/**
 * The browser tests' lint rule (eslint.config.js): `waitForFunction` with an async check returns at
 * once (Playwright takes the returned Promise as truthy), so it is refused there.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedSyntax(code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(process.cwd(), 'tests/e2e/fixture.e2e.ts'),
  });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
}

const page = `declare const page: { waitForFunction: (f: unknown, a?: unknown) => Promise<unknown> };\n`;

test.each([
  ['an async arrow', 'void page.waitForFunction(async () => true);', 1],
  ['an async function', 'void page.waitForFunction(async function () { return true; });', 1],
  ['a plain check', 'void page.waitForFunction(() => document.title === "x");', 0],
])('waitForFunction with %s: %i report', async (_name, code, reports) => {
  expect(await restrictedSyntax(page + code)).toHaveLength(reports);
});
