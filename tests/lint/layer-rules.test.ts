import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// Vitest runs from the project's root.
const root = process.cwd();
const fixturesDir = path.join(root, 'tests/lint/fixtures');
const HEADER = /^\/\/ lint as (\S+), expecting (\S+):/;

// Each fixture's first line names the src/ path it is linted as and the rule that must fire (on
// every import or export-from in it), or `nothing`.
const fixtures = readdirSync(fixturesDir).map((name) => {
  const code = readFileSync(path.join(fixturesDir, name), 'utf8');
  const [, lintAs, rule] = HEADER.exec(code) ?? [];
  if (!lintAs || !rule) throw new Error(`${name}: first line must be "// lint as …, expecting …:"`);
  const imports = code.match(/^(import|export) .* from '|^import '|import\('/gm)?.length ?? 0;
  return { name, code, lintAs, rule, imports };
});

const eslint = new ESLint({ cwd: root });
const LAYER_RULES = ['layers/imports', 'no-restricted-imports'];

test.each(fixtures)(
  '$name: $rule',
  { timeout: 60_000 },
  async ({ code, lintAs, rule, imports }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, lintAs) });
    const reported = result!.messages.filter((message) =>
      LAYER_RULES.includes(message.ruleId ?? ''),
    );
    if (rule === 'nothing') {
      expect(reported).toEqual([]);
      return;
    }
    expect(imports).toBeGreaterThan(0);
    expect(reported.map((message) => message.ruleId)).toEqual(Array(imports).fill(rule));
  },
);
