import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    serverPort: number;
  }
}

/** Serves the production build in dist/ (built by tests/e2e/run.mjs) for every browser test. */
export default async function setup(project: TestProject) {
  const dist = join(process.cwd(), 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('No production build in dist/: run the browser tests with `npm run test:e2e`.');
  }
  const server = await startStaticServer(dist);
  project.provide('serverPort', server.port);
  return () => server.close();
}
