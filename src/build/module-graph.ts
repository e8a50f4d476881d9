/**
 * Build-time only (src/build/chunk-plan.ts): walks of the module graph Rolldown hands a
 * `codeSplitting` group.
 */
import type { Rolldown } from 'vite';

/** What the walks read of the module graph (Rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(
    moduleId: string,
  ): Pick<
    Rolldown.ModuleInfo,
    'importedIds' | 'dynamicallyImportedIds' | 'importers' | 'dynamicImporters'
  > | null;
}

/**
 * What `starts` import, directly or not: statically only, or with their lazy parts too. A barrier
 * (a set, or a test of each id) is neither entered nor counted.
 */
export function closure(
  starts: readonly string[],
  graph: ModuleGraph,
  withLazyParts = false,
  barriers: ReadonlySet<string> | ((id: string) => boolean) = new Set(),
): Set<string> {
  const isBarrier = typeof barriers === 'function' ? barriers : (id: string) => barriers.has(id);
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id) || isBarrier(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    pending.push(...info.importedIds);
    if (withLazyParts) pending.push(...info.dynamicallyImportedIds);
  }
  return seen;
}

/** Lazy imports between the first screens and each module (a preloaded part counts half). */
export function lazyDepths(
  graph: ModuleGraph,
  firstScreens: ReadonlySet<string>,
  preloaded: ReadonlySet<string>,
): Map<string, number> {
  const depth = new Map<string, number>();
  const pending: [string, number][] = [...firstScreens].map((id) => [id, 0]);
  while (pending.length > 0) {
    const [id, at] = pending.shift()!;
    const info = graph.getModuleInfo(id);
    if (!info || (depth.get(id) ?? Infinity) <= at) continue;
    depth.set(id, at);
    for (const imported of info.importedIds) pending.push([imported, at]);
    for (const lazy of info.dynamicallyImportedIds) {
      pending.push([lazy, preloaded.has(lazy) ? at + 0.5 : at + 1]);
    }
  }
  return depth;
}
