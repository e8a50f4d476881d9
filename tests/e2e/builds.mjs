// The two production builds the browser tests drive, each made once per run: `dist/` (the release a
// visitor has) and `dist-next/` (the same code built again as the next release, for the update
// test). No mocks in either.
import { spawn } from 'node:child_process';

export const RELEASE_DIR = 'dist';
export const NEXT_RELEASE_DIR = 'dist-next';
export const NEXT_RELEASE_ID = 'next-release';

function build(outDir, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_ENABLE_MOCKS: 'false', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build --outDir ${outDir} exited ${code}`)),
    );
  });
}

/** Both builds, one after the other (each already uses both cores); resolves when both are done. */
export async function buildReleases() {
  await build(RELEASE_DIR, {});
  await build(NEXT_RELEASE_DIR, { BUILD_ID: NEXT_RELEASE_ID });
}
