/**
 * The unit tests' lint rule (eslint.config.js): `vi.waitFor` without options gives up after 1 s,
 * less than a module's first load on a busy machine, so it is refused without options (use
 * `eventually()`, tests/eventually.ts).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedSyntax(code: string, file = 'tests/app/fixture.test.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax');
}

const header = `import { expect, vi } from 'vitest';\n`;

test.each([
  ['its default ceiling', 'await vi.waitFor(() => expect(1).toBe(1));', 1],
  ['a ceiling of its own', 'await vi.waitFor(() => expect(1).toBe(1), { timeout: 9_000 });', 0],
])('vi.waitFor with %s: %i report', async (_name, code, reports) => {
  expect(await restrictedSyntax(header + code)).toHaveLength(reports);
});

test('in a component test too', async () => {
  const code = `${header}await vi.waitFor(() => expect(1).toBe(1));`;
  expect(await restrictedSyntax(code, 'tests/pages/fixture.test.tsx')).toHaveLength(1);
});
