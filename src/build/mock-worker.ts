/**
 * Build-time only (used by vite.config.ts, never bundled): msw's worker script, served and emitted
 * only when mocks are on (dev, or a demo build), so the production build ships no mock code at
 * all: not in the bundle and not in `public/`.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export function mockWorker(enabled: boolean, workerPath: string): Plugin {
  return {
    name: 'twin-cities-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(workerPath, 'utf8'),
      });
    },
  };
}
