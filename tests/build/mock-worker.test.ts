import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import type { ViteDevServer } from 'vite';
import { mockWorker } from '@/build/mock-worker';

const workerPath = join(mkdtempSync(join(tmpdir(), 'mock-worker-')), 'mockServiceWorker.js');
writeFileSync(workerPath, '/* the msw worker */');

type Middleware = (
  req: unknown,
  res: { setHeader: () => void; end: (body: unknown) => void },
) => void;

function served(enabled: boolean): { path: string; body: string } | null {
  let route: { path: string; handler: Middleware } | null = null;
  const server = {
    middlewares: { use: (path: string, handler: Middleware) => (route = { path, handler }) },
  } as unknown as ViteDevServer;
  (mockWorker(enabled, workerPath).configureServer as (server: ViteDevServer) => void)(server);
  if (!route) return null;
  const { path, handler } = route as { path: string; handler: Middleware };
  let body = '';
  handler({}, { setHeader: () => undefined, end: (chunk) => (body = String(chunk)) });
  return { path, body };
}

function emitted(enabled: boolean) {
  const emitFile = vi.fn();
  (mockWorker(enabled, workerPath).generateBundle as (this: unknown) => void).call({ emitFile });
  return emitFile.mock.calls.map(([file]) => file as { fileName: string; source: string });
}

describe('mockWorker', () => {
  test('with mocks on, dev serves the worker script and a build emits it', () => {
    expect(served(true)).toEqual({ path: '/mockServiceWorker.js', body: '/* the msw worker */' });
    expect(emitted(true)).toEqual([
      { type: 'asset', fileName: 'mockServiceWorker.js', source: '/* the msw worker */' },
    ]);
  });

  test('with mocks off (a production build), neither: no mock code ships', () => {
    expect(served(false)).toBeNull();
    expect(emitted(false)).toEqual([]);
  });
});
