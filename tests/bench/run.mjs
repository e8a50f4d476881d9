// npm run bench: build the production site (NWS answered by the local bench server), then measure.
import { spawnSync } from 'node:child_process';

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vite', 'build', '--logLevel', 'warn'], {
  VITE_ENABLE_MOCKS: 'false',
  VITE_NWS_BASE_URL: '/nws',
});
run('npx', ['vitest', 'run', '--project', 'bench', ...process.argv.slice(2)]);
// Leave dist/ as the normal production build for anyone who runs the browser tests next.
run('npx', ['vite', 'build', '--logLevel', 'warn'], { VITE_ENABLE_MOCKS: 'false' });
