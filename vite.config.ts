/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { contentSecurityPolicy } from './src/build/csp.ts';
import { BREAKPOINTS, PHONE_MEDIA_QUERY } from './src/domain/constants.ts';
import { firstScreenPreloads } from './src/build/first-screen-preloads.ts';
import { inlineFavicon } from './src/build/inline-favicon.ts';
import { precompress } from './src/build/precompress.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const syncExternalStoreShim = fileURLToPath(
  new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
);
const mswWorkerPath = fileURLToPath(
  new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);

/**
 * Serves msw's worker script only when mocks are on (dev, or a demo build), so the production
 * build ships no mock code at all: not in the bundle and not in `public/`.
 */
function mockWorker(enabled: boolean): Plugin {
  return {
    name: 'twin-cities-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mswWorkerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(mswWorkerPath, 'utf8'),
      });
    },
  };
}

/** The Content-Security-Policy meta tag: filled in for builds, removed in dev (Vite's HMR is inline). */
function cspMeta(policy: string, isBuild: boolean): Plugin {
  return {
    name: 'twin-cities-csp',
    transformIndexHtml(html) {
      return isBuild
        ? html.replace('%CONTENT_SECURITY_POLICY%', policy)
        : html.replace(/\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, '');
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const enableMocks =
    (env.VITE_ENABLE_MOCKS ?? (mode === 'development' ? 'true' : 'false')) === 'true';
  const policy = contentSecurityPolicy({
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    nwsBaseUrl: env.VITE_NWS_BASE_URL || 'https://api.weather.gov',
    cameraImageHosts: env.VITE_CAMERA_IMAGE_HOSTS ?? '',
    mockWorker: enableMocks,
  });
  return {
    plugins: [
      react(),
      tailwindcss(),
      mockWorker(enableMocks),
      cspMeta(policy, command === 'build'),
      firstScreenPreloads({
        root: fileURLToPath(new URL('.', import.meta.url)),
        screens: [
          {
            module: 'src/features/mobile/compact-live-view.tsx',
            media: PHONE_MEDIA_QUERY,
          },
          { module: 'src/pages/metro-map-page.tsx', media: `(min-width: ${BREAKPOINTS.phone}px)` },
        ],
        // What every screen of `/` draws first (and the city pages' maps too). Not in a demo build:
        // its worker starts after the page has loaded, so a preload would reach the real network.
        feedUrls: enableMocks
          ? []
          : ['/api/traffic-cams', '/api/news'].map(
              (path) => `${(env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')}${path}`,
            ),
      }),
      inlineFavicon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
      precompress(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: srcDir },
        // wouter's import of the React 17 shim: React 19 has the hook itself.
        { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: syncExternalStoreShim },
      ],
    },
    define: {
      'import.meta.env.VITE_ENABLE_MOCKS': JSON.stringify(String(enableMocks)),
    },
    build: {
      target: 'es2022',
      // Tailwind 4's own browser floor: older engines cannot use its CSS anyway, so the colour
      // fallbacks lightningcss would add for them are dead bytes.
      cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
      // Every browser that runs es2022 modules but lacks <link rel=modulepreload> still loads
      // the chunks on import; the polyfill would only cost first-download bytes.
      modulePreload: { polyfill: false },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // Small modules that both first screens of `/` (phone and desktop) need, and that the
          // automatic splitting would put in a dozen tiny shared chunks (each compressed apart,
          // each a request): one chunk instead, 1.5 KB less gzip and 8 files fewer on each screen.
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                test: /src[\\/](lib[\\/](load-chunk|match-media)|domain[\\/](constants|geo)|hooks[\\/]use-now|api[\\/]feeds[\\/](server-weather|snapshot-view))\.ts$|lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]triangle-exclamation-point|createLucideIcon|Icon|context|defaultAttributes|shared)|react[\\/](jsx-runtime|cjs[\\/]react)/,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', 'node_modules/**'],
            setupFiles: ['tests/setup.ts'],
            restoreMocks: true,
            // A ceiling, not a wait: a test ends when its condition holds. On a 2-core CI machine
            // shared with a browser, rendering a page of markers in jsdom can take several seconds,
            // and vitest's 5 s default failed tests that were only slow.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/e2e/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
            // A real page on a loaded 2-core CI machine: 1 s (the default) is not enough time for
            // what a poll waits on (a feed answered and drawn).
            expect: { poll: { timeout: 10_000 } },
          },
        },
        {
          extends: true,
          test: {
            name: 'bench',
            environment: 'node',
            include: ['tests/bench/**/*.run.ts'],
            testTimeout: 600_000,
            hookTimeout: 300_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
