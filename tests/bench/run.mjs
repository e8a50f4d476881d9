// npm run bench: build the previous release and this one (the weather service answered by the
// bench's local stand-in), then measure both in one run. `BENCH_PREVIOUS=a,b` builds several
// earlier releases beside this one (issue 44's table: f3a7ed4 and the last release); `--current-only`
// skips them.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The last release that landed (stop 76). */
const PREVIOUS = process.env.BENCH_PREVIOUS ?? '5a1646a';
const benchEnv = {
  VITE_ENABLE_MOCKS: 'false',
  VITE_NWS_BASE_URL: '/nws',
  VITE_NEXTRIP_BASE_URL: '/nextrip',
};

const run = (command, args, env = {}, cwd = process.cwd()) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const args = process.argv.slice(2);
const currentOnly = args.includes('--current-only');
const builds = [];
if (!currentOnly) {
  // Each earlier release's files as committed (`BENCH_PREVIOUS=a,b` for several, oldest first),
  // built with this checkout's node_modules.
  for (const previous of PREVIOUS.split(',').filter(Boolean)) {
    const source = join(tmpdir(), `tcl-bench-${previous}`);
    rmSync(source, { recursive: true, force: true });
    mkdirSync(source, { recursive: true });
    execSync(`git archive ${previous} | tar -x -C ${source}`);
    symlinkSync(resolve('node_modules'), join(source, 'node_modules'));
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], benchEnv, source);
    builds.push(`${previous}=${join(source, 'dist-bench')}`);
  }
}
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], benchEnv);
builds.push(`current=${resolve('dist-bench')}`);
const only = args.filter((arg) => arg !== '--current-only');
run(
  'npx',
  ['vitest', 'run', '--project', 'bench', ...(only.length ? only : ['tests/bench/compare.run.ts'])],
  {
    BENCH_BUILDS: builds.join(','),
  },
);
if (existsSync('dist-bench')) rmSync('dist-bench', { recursive: true, force: true });
