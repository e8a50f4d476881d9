import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface StaticServer {
  server: Server;
  port: number;
  close: () => Promise<void>;
}

export type ApiAnswer = { status: number; body: unknown } | null;

/**
 * Serves a production build the way the CDN does: the build's Brotli copies (else gzip) when
 * asked, and index.html for every other path so client routes and city hosts work on any path.
 */
export async function startStaticServer(
  rootDir: string,
  port = 0,
  /** Optional JSON API on the same origin (the benchmark uses it); null falls through to files. */
  api?: (pathname: string, host: string) => ApiAnswer,
): Promise<StaticServer> {
  const root = resolve(rootDir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const answer = api?.(url.pathname, String(request.headers.host ?? ''));
    if (answer) {
      // Compressed like any production API's JSON (1,000 cameras: 215 KB, 26 KB gzip).
      const json = JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(acceptsGzip ? gzipSync(json) : json);
      return;
    }
    const requested = normalize(join(root, decodeURIComponent(url.pathname)));
    const isFile =
      requested.startsWith(root) && existsSync(requested) && statSync(requested).isFile();
    const file = isFile ? requested : join(root, 'index.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const acceptsBrotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    // The build's precompressed Brotli copy when the browser takes it, else gzip on the fly.
    const brotli = acceptsBrotli && existsSync(`${file}.br`);
    const gzip = !brotli && acceptsGzip && !type.startsWith('image/png');
    response.setHeader('Content-Type', type);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader(
      'Cache-Control',
      file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (brotli) response.setHeader('Content-Encoding', 'br');
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    const stream = createReadStream(brotli ? `${file}.br` : file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
