import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keeps a bench's table as a file in `bench-results/` (git-ignored), named by the bench and the
 * time, and says where: the docs describe the method, never a run's figures.
 */
export function saveBenchResults(bench: string, stamp: string, table: string): string {
  const folder = join(process.cwd(), 'bench-results');
  mkdirSync(folder, { recursive: true });
  const at = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
  const path = join(folder, `${bench}-${at}.md`);
  writeFileSync(path, `${stamp}\n\n${table}\n`);
  console.log(`Saved to ${path}`);
  return path;
}
