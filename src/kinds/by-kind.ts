import type { MapKind } from '@/domain/map-kinds';
import { MAP_KIND_LIST } from './registry';

/**
 * The parts of one name that every kind's folder holds (its `marker.tsx`, its `details.tsx`), found
 * by the build (`import.meta.glob`), as a table by kind. A registered kind without its file, or two
 * files for one kind, is an error that names them: the code that reads the table is then broken for
 * every kind, and its panel's error boundary says so.
 */
export function byKind<Part extends { kind: MapKind }>(
  file: string,
  found: Readonly<Record<string, Part>>,
): { readonly [K in MapKind]: Part } {
  const table: Partial<Record<MapKind, Part>> = {};
  for (const part of Object.values(found)) {
    if (table[part.kind]) throw new Error(`Two ${file} files for the kind "${part.kind}".`);
    table[part.kind] = part;
  }
  const missing = MAP_KIND_LIST.filter((kind) => !table[kind]);
  if (missing.length > 0) throw new Error(`No ${file} for the kinds: ${missing.join(', ')}.`);
  // In the kinds' draw order, as every other table of the kinds.
  return Object.fromEntries(MAP_KIND_LIST.map((kind) => [kind, table[kind]])) as {
    readonly [K in MapKind]: Part;
  };
}
