import type { ModuleGraph } from '@/build/module-graph';

export type ModuleEdges = Record<string, { imports?: string[]; lazy?: string[] }>;

/**
 * A module graph from each module's static and lazy imports, as Rolldown's `ChunkingContext` hands
 * it (importers filled in). `id` turns a key into the module's id (default: the key itself).
 */
export function graphOf(modules: ModuleEdges, id = (key: string) => key): ModuleGraph {
  const infos = new Map(
    Object.entries(modules).map(([key, { imports = [], lazy = [] }]) => [
      id(key),
      {
        importedIds: imports.map(id),
        dynamicallyImportedIds: lazy.map(id),
        importers: [] as string[],
        dynamicImporters: [] as string[],
      },
    ]),
  );
  for (const [importer, info] of infos) {
    for (const imported of info.importedIds) infos.get(imported)?.importers.push(importer);
    for (const lazy of info.dynamicallyImportedIds)
      infos.get(lazy)?.dynamicImporters.push(importer);
  }
  return { getModuleInfo: (moduleId) => infos.get(moduleId) ?? null };
}
