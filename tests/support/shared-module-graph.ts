import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What in a test file's text makes it unfit to share a module graph with other files: it replaces
 * a module or asks for fresh ones. Such a file runs isolated; every other component test shares its
 * worker's modules and jsdom with the files before it, which saves the environment and import cost
 * of each file (README, "Tests"). A file that needs fresh module state says why on a line of its
 * own: `// Runs isolated: <reason>`. Stubbed globals and fake clocks need no isolation: the `dom`
 * projects undo them after every test (`unstubGlobals`, tests/setup.ts).
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
