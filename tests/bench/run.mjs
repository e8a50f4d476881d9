// npm run bench: build the previous release and this one (the weather service answered by the
// bench's local stand-in), then measure both in one run. `--current-only` skips the previous one.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The last release that landed (stop 49, with live transit). */
const PREVIOUS = process.env.BENCH_PREVIOUS ?? '82ca08c';
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
  // The previous release's files as committed, built with this checkout's node_modules.
  const source = join(tmpdir(), `tcl-bench-${PREVIOUS}`);
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  execSync(`git archive ${PREVIOUS} | tar -x -C ${source}`);
  symlinkSync(resolve('node_modules'), join(source, 'node_modules'));
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-bench'], benchEnv, source);
  builds.push(`${PREVIOUS}=${join(source, 'dist-bench')}`);
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
