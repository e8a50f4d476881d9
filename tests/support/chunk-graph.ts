/**
 * The static imports between a build's chunks, and the rings among them. Two chunks that import each
 * other evaluate in whichever order the first request reaches them: one then reads the other's
 * exports before they exist ("Cannot read properties of undefined"), as the chunk plan of issue 44's
 * first try did. Dynamic `import()` is not an edge: it waits for the chunk to evaluate.
 */

/** `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;

/** Each chunk's file name → the chunk file names it imports statically (same folder). */
export function staticImports(chunks: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [name, code] of chunks) {
    const targets = new Set<string>();
    for (const match of code.matchAll(STATIC_IMPORT)) targets.add(match[1]!);
    graph.set(name, [...targets].filter((target) => chunks.has(target)).sort());
  }
  return graph;
}

/** Every ring of static imports, each once, as its chunk names from the alphabetically first. */
export function importRings(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const rings = new Map<string, string[]>();
  const visit = (path: string[]) => {
    const last = path.at(-1)!;
    for (const next of graph.get(last) ?? []) {
      const seen = path.indexOf(next);
      if (seen >= 0) {
        const ring = path.slice(seen);
        const start = ring.indexOf([...ring].sort()[0]!);
        const rotated = [...ring.slice(start), ...ring.slice(0, start)];
        rings.set(rotated.join(' → '), rotated);
      } else {
        visit([...path, next]);
      }
    }
  };
  for (const name of graph.keys()) visit([name]);
  return [...rings.values()];
}
