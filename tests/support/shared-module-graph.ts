import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What in a test file's text keeps it out of a shared worker (docs/testing.md): it replaces a module
 * or asks for fresh ones itself, names its own environment, or says on a line of its own
 * `// Runs isolated: <reason>`. Every other file shares its worker with the files before it, each
 * with fresh modules (fresh-modules.ts); stubbed globals and fake clocks are undone after each test.
 */
export const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|resetModules|hoisted)\(|@vitest-environment|^\/\/ Runs isolated:/m;

/** Whether a test file with this source may run in a shared module graph. */
export function canShareModules(source: string): boolean {
  return !NEEDS_ISOLATION.test(source);
}

/** The test files under `folder` (paths relative to `root`) ending in `suffix`, split by `canShareModules`. */
export function splitByIsolation(root: string, folder: string, suffix: string) {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(folder, file))
    .sort();
  const shared: string[] = [];
  const isolated: string[] = [];
  for (const file of files) {
    (canShareModules(readFileSync(join(root, file), 'utf8')) ? shared : isolated).push(file);
  }
  return { shared, isolated };
}
