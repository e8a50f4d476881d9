import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { canShareModules, splitByIsolation } from './shared-module-graph';

describe('which test files may share a worker', () => {
  test.each([
    ["vi.mock('@/api/http', () => ({}));", false],
    ['vi.doMock("x");', false],
    ['vi.unmock("x");', false],
    ['const h = vi.hoisted(() => 1);', false],
    ['beforeEach(() => vi.resetModules());', false],
    ['// @vitest-environment jsdom\ntest()', false],
    ['// Runs isolated: counts the ticks of a module-level timer\n', false],
    ["vi.stubGlobal('fetch', f);", true],
    ['vi.useFakeTimers();', true],
    ["vi.spyOn(console, 'error');", true],
    ['// mocks are restored after each test (vi.mock is not used here)', true],
    ['const text = "  // Runs isolated: inside a string";', true],
  ])('%j → shares: %s', (source, shares) => {
    expect(canShareModules(source)).toBe(shares);
  });

  test('a folder splits into sorted shared and isolated files, by suffix, nested folders included', () => {
    const root = mkdtempSync(join(tmpdir(), 'shared-graph-'));
    mkdirSync(join(root, 'tests', 'deep'), { recursive: true });
    writeFileSync(join(root, 'tests', 'b.test.tsx'), 'test()');
    writeFileSync(join(root, 'tests', 'deep', 'a.test.tsx'), "vi.mock('x')");
    writeFileSync(join(root, 'tests', 'a.test.tsx'), 'test()');
    writeFileSync(join(root, 'tests', 'c.test.ts'), "vi.mock('x')");
    expect(splitByIsolation(root, 'tests', '.test.tsx')).toEqual({
      shared: [join('tests', 'a.test.tsx'), join('tests', 'b.test.tsx')],
      isolated: [join('tests', 'deep', 'a.test.tsx')],
    });
  });
});
