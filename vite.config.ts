import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkPlanGroup } from './src/build/chunk-plan.ts';
import { contentSecurityPolicy } from './src/build/csp.ts';
import { BREAKPOINTS, PHONE_MEDIA_QUERY } from './src/domain/constants.ts';
import { firstScreenFeeds, firstScreenPreloads } from './src/build/first-screen-preloads.ts';
import { buildIdMeta, cspMeta } from './src/build/html-meta.ts';
import { inlineFavicon } from './src/build/inline-favicon.ts';
import { mockWorker } from './src/build/mock-worker.ts';
import { precompress } from './src/build/precompress.ts';
import { compileHints } from './src/build/compile-hints.ts';
import { iconExtras } from './src/build/icon-extras.ts';
import { tailwindFallback } from './src/build/tailwind-fallback.ts';
import { resolveAliases } from './src/build/resolve-aliases.ts';
import { shortMessageKeys } from './src/build/short-message-keys.ts';
import { webAppManifest } from './src/build/web-app-manifest.ts';

const PHONE_VIEW = 'src/pages/phone/compact-live-view.tsx';
const DESKTOP_VIEW = 'src/pages/metro-map-page.tsx';
// The feeds kept from the last visit, read beside the first screen on every screen.
const KEPT_FEEDS = 'src/app/keep-feeds.ts';
const LARGER_SCREENS = `(min-width: ${BREAKPOINTS.phone}px)`;
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const enableMocks =
    (env.VITE_ENABLE_MOCKS ?? (mode === 'development' ? 'true' : 'false')) === 'true';
  // Each build is a release: it busts the kept feeds and names the release in index.html.
  const buildId = process.env.BUILD_ID || new Date().toISOString();
  const nwsBaseUrl = env.VITE_NWS_BASE_URL || 'https://api.weather.gov';
  const radarBaseUrl = env.VITE_RADAR_BASE_URL || 'https://mesonet.agron.iastate.edu';
  const policy = contentSecurityPolicy({
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    nwsBaseUrl,
    radarBaseUrl,
    nextripBaseUrl: env.VITE_NEXTRIP_BASE_URL || 'https://svc.metrotransit.org/nextrip',
    cameraImageHosts: env.VITE_CAMERA_IMAGE_HOSTS ?? '',
    mockWorker: enableMocks,
  });
  return {
    plugins: [
      react(),
      tailwindcss(),
      tailwindFallback(),
      iconExtras(),
      shortMessageKeys(fileURLToPath(new URL('./src/i18n/catalogs/en', import.meta.url))),
      mockWorker(
        enableMocks,
        fileURLToPath(new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url)),
      ),
      cspMeta(policy, command === 'build'),
      firstScreenPreloads({
        root,
        screens: [
          { module: PHONE_VIEW, media: PHONE_MEDIA_QUERY },
          { module: DESKTOP_VIEW, media: LARGER_SCREENS },
          { module: KEPT_FEEDS },
        ],
        // What every screen of `/` reads first (the city pages' maps too), started with the entry
        // script, not after it (issue 26). Not in a demo build: its worker starts after the page
        // has loaded, so a preload would reach the real network.
        feeds: enableMocks
          ? []
          : firstScreenFeeds({
              apiBaseUrl: env.VITE_API_BASE_URL ?? '',
              nwsBaseUrl,
              largerScreens: LARGER_SCREENS,
            }),
      }),
      inlineFavicon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
      buildIdMeta(buildId),
      VitePWA({
        // Our own worker (src/service-worker/sw.ts): its feed copies carry their time, which
        // generateSW's configuration cannot add. Off in dev and in demo builds, where msw's worker
        // owns the scope (two workers cannot share it).
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        disable: enableMocks,
        devOptions: { enabled: false },
        registerType: 'prompt',
        injectRegister: false,
        manifest: webAppManifest,
        includeAssets: [],
        injectManifest: {
          // The app shell and every chunk, plus the icons; not the Brotli copies (the CDN's).
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          globIgnores: ['mockServiceWorker.js'],
        },
      }),
      compileHints(),
      precompress(),
    ],
    resolve: {
      alias: resolveAliases(new URL('.', import.meta.url)),
    },
    define: {
      'import.meta.env.VITE_ENABLE_MOCKS': JSON.stringify(String(enableMocks)),
      __BUILD_ID__: JSON.stringify(buildId),
      __OFFLINE_BASES__: JSON.stringify({
        api: env.VITE_API_BASE_URL ?? '',
        nws: nwsBaseUrl,
        radar: radarBaseUrl,
      }),
    },
    build: {
      target: 'es2022',
      // Tailwind 4's own browser floor: older engines cannot use its CSS anyway, so the colour
      // fallbacks lightningcss would add for them are dead bytes.
      cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
      // Every browser that runs es2022 modules but lacks <link rel=modulepreload> still loads
      // the chunks on import; the polyfill would only cost first-download bytes.
      modulePreload: {
        polyfill: false,
        // Vite lists a lazy chunk among its own preloads, so each download became two requests
        // racing for one file: a failing network saw a doubled, uneven number of attempts. The
        // import() asks for the chunk at once; only what it imports is worth preloading beside it.
        resolveDependencies: (chunkFile, deps) => deps.filter((dep) => dep !== chunkFile),
      },
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // The download plan follows the module graph and the folder tree (decision 021).
          codeSplitting: {
            groups: [
              chunkPlanGroup({
                root,
                entry: 'src/main.tsx',
                views: [
                  { module: PHONE_VIEW },
                  // the desktop's own feeds, started by the entry on larger screens only
                  { module: DESKTOP_VIEW, startsWith: ['src/app/desktop-first-feeds.ts'] },
                ],
                preloaded: [KEPT_FEEDS],
              }),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
  };
});
