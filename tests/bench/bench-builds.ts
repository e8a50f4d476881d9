/**
 * The builds a bench measures, from `BENCH_BUILDS=label=dir,label=dir` (run.mjs names this
 * checkout's `current`), else `fallback`'s one build.
 */
export interface BenchBuild {
  label: string;
  dir: string;
}

export function benchBuilds(fallback?: BenchBuild): BenchBuild[] {
  const given = process.env.BENCH_BUILDS;
  if (!given) return fallback ? [fallback] : [];
  return given.split(',').map((pair) => {
    const [label, dir] = pair.split('=') as [string, string];
    return { label, dir };
  });
}
