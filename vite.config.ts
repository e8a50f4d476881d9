import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentSecurityPolicy } from './src/build/csp.ts';
import { BREAKPOINTS, PHONE_MEDIA_QUERY } from './src/domain/constants.ts';
import { firstScreenPreloads, type FeedPreload } from './src/build/first-screen-preloads.ts';
import { inlineFavicon } from './src/build/inline-favicon.ts';
import { precompress } from './src/build/precompress.ts';
import { resolveAliases } from './src/build/resolve-aliases.ts';
import { shortMessageKeys } from './src/build/short-message-keys.ts';
import { webAppManifest } from './src/build/web-app-manifest.ts';

const mswWorkerPath = fileURLToPath(
  new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
);

/**
 * A module of the app (or a lucide icon) by its file name, in whichever folder it lives; a name
 * with a folder (`domain/weather-alerts`) where two modules share a file name. A component's CSS
 * module (`forecast-panel.module.css`) goes with it: left out, its class names landed in the
 * lazy entry's chunk, which imports the group's chunk, which imported them back.
 */
function moduleNamed(names: readonly string[]): RegExp {
  const paths = names.map((name) => name.replaceAll('/', '[\\\\/]'));
  return new RegExp(`[\\\\/](${paths.join('|')})(\\.(tsx?|mjs)|\\.module\\.css)$`);
}

/** Both first screens of `/` and most later parts: one chunk with the entry. */
const SHELL_MODULES = [
  // live transit's feed definition (a few lines; its calls load later), read on every map
  'transit/feed',
  'load-chunk',
  'match-media',
  'constants',
  'geo',
  'use-now',
  'server-weather',
  'snapshot-view',
  'panel-boundary',
  'fallback-on-error',
  'safe-url',
  'projection',
  'impact',
  // the news feed (and its demo fixtures), not the map's news kind (components/map/kinds/news)
  'feeds/news',
  'fixtures/news',
  'feeds/cameras',
  // how the entry and the desktop's view start their feeds before the parts that read them load
  'feeds/prefetch',
  'search-string',
  'camera-link',
  'cities',
  'map-view',
  'map-view-state',
  'lazy-geography',
  'lazy-marker-layer',
  'use-map-gestures',
  'map-surface',
  'use-map-view',
  'use-marked-camera-ids',
  'use-panel-height',
  'local-filter',
  'feed-freshness',
  'units',
  // a feed's text fields: the phone's feeds and the desktop's (in metro-map-page) both read them
  'display-text',
  'labels',
  'use-live-updates',
  'use-camera-link',
  // the camera a link names: the desktop's map and the phone's tabs
  'use-linked-camera',
  'map-items',
  'map-kinds',
  'kind-icons',
  'marker-styles',
  // the forecast's and radar's polling (its feeds load after the first paint) and the switches of
  // the phone's map (Radar, Expand map)
  'lazy-weather-polling',
  'switch-button',
  // lucide: the icon factory and the first screens' icons
  'createLucideIcon',
  'Icon',
  'context',
  'defaultAttributes',
  'shared',
  'triangle-exclamation-point',
  'x',
  'wrench',
  'external-link',
  'cloud-sun',
  'map-pin',
  'icons/map',
  'newspaper',
  'radio-tower',
  'video',
  'camera-off',
  'star',
  'chevron-right',
  'circle-question-mark',
  'chevron-down',
  'select',
  // the Language control in every header, and translated sentences with elements inside
  'language-select',
  'trans',
  // the snow emergencies' feed (polled by every page) and the place its notices load into
  'snow-emergency/feed',
  'snow-emergency-slot',
];

/**
 * The desktop's view of `/`: the metro map page, the network layout around it (also every city
 * page's frame) and their parts, preloaded with the entry on larger screens: one file, not three.
 */
const METRO_MAP_PAGE_MODULES = [
  'metro-map-page',
  // the feeds only the desktop's first screen reads (and the city pages, whose frame is here),
  // started by the entry from this chunk, so a phone does not download them
  'desktop-first-feeds',
  // the transit alerts' feed (api/feeds/transit.ts), not every module named transit
  'feeds/transit',
  'owned-domains',
  'weather-stations',
  'system-status',
  'nws',
  'use-map-url-state',
  'map-url-state',
  'network-layout',
  'site-header',
  'city-select',
  'city-options',
  'connection-indicator',
  'use-connection',
  'clock',
  'live-updates-toggle',
  'metro-map',
  'use-map-items',
  // every map kind's feed read in one hook (also by the live-data panel below the map)
  'kind-feeds',
  'weak-tuple-memo',
  'map-legend',
  'legend-parts',
  'contrast',
  'map-feed-status',
  'map-controls',
  'toggle-button',
  'use-linked-details',
  'details-host',
  'suggestion-placeholder',
  'suggestion-dismissal',
  'flag',
  'list',
  'locate-fixed',
  'minus',
  'pause',
  'play',
  'plus',
  'rotate-ccw',
];

const RADIX_PACKAGES = [
  '@radix-ui',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'tslib',
  'detect-node-es',
];

/** The app's parts built on Radix, each loaded when first used: with Radix itself. */
const RADIX_PARTS = [
  'select-radix',
  'tooltip-radix',
  'dialog',
  'toast-view',
  'cluster-list',
  'weather-alerts-dialog',
  'snow-rules-dialog',
  // the select's check mark, drawn only by the Radix select
  'check',
];

/** Each map kind's view in src/components/map/kinds/ (a pattern for moduleNamed). */
const KIND_VIEW_MODULES = 'kinds/(?!kind-)[a-z-]+(?<!-details)';

/** What loads after the first paint, each group together (an icon with the parts that draw it). */
const LATE_GROUPS: Record<string, string[]> = {
  // The markers and the geography under them, on every map.
  'map-layers': [
    'map-clusters',
    'cluster-marker',
    'markers',
    'marker-layer',
    // each kind's glyph and cluster cue: kind-view.ts and every kinds/<kind>.tsx, but not the
    // kinds' registries (kind-*.ts) nor their details bodies (kinds/<kind>-details.tsx, which
    // load with the details dialog), so a new kind needs no line here
    'kind-view',
    KIND_VIEW_MODULES,
    'place-near',
    'named-marker-layer',
    'highways',
    'places',
    'water',
    'geo-point',
    'map-geography',
    'map-frame-svg',
    'counties',
    'paths',
    'place-labels',
  ],
  // Weather alerts: the feed's parser, the banner, its rows and the dialog. With them, the English
  // words only later parts read (decision 016): every screen loads this group right after the first
  // paint, so those words cost no file of their own.
  alerts: [
    'english-later',
    'en-later',
    'en/cameras',
    'en/weather',
    'en/snow',
    // every other section's later half (en/app-later.ts …): a pattern, so a new one needs no line
    'en/[a-z]+-later',
    'domain/weather-alerts',
    'county-alert-tint',
    'weather-alerts-parse',
    'use-active-alerts',
    'weather-alert-text',
    'use-alert-announcer',
    'weather-alert-row',
    'weather-alert-banner',
    'cloud-exclamation-point',
    'alert-tones',
  ],
  // Snow emergencies: the phase rules, the answer's parser, the notices and their words.
  snow: [
    'snow-emergency/model',
    'snow-emergency/parse',
    'snow-emergency-notices',
    'snow-emergency-notice',
    'snow-text',
    'snow-tones',
    'use-boundary-now',
    'use-snow-announcer',
    'cloud-snow',
  ],
  // Camera stills, stars and the parts of cards and details that every screen shows.
  cards: [
    'camera-stills',
    'still-refresh',
    'preload-image',
    'use-still-budget',
    'use-camera-still',
    'camera-still',
    'use-favourite-cameras',
    'favourite-camera-toggle',
    'favourite-cameras',
    'my-cameras',
    'camera-card',
    'camera-status-badge',
    'card-parts',
    'detail-parts',
    'fallback-note',
    'button',
    'badge',
    'news-story',
    'status-badge',
    'refresh-cw',
    'video-off',
    'circle-off',
    'circle-check',
    // the compact camera card's facts
    'compass',
    'route',
  ],
  // The network's sections and footer below the hub's and the city pages' content.
  network: [
    'alert-legend-group',
    'suggest',
    'suggestion',
    'use-suggestion',
    'network',
    'suggestion-card',
    'tooltip',
    'community-link',
    'network-footer',
    'layout-footer',
    'status-part',
    'system-status-part',
    'start-label',
    'transit-part',
    'weather-part',
    'live-status-panel',
    'domain-chooser',
    'network-sections',
    'activity',
    'arrow-right',
    'bus',
    'circle-x',
    'info',
    'octagon-exclamation-point',
  ],
  // The forecast and radar: their feeds, the forecast panel and its chart, drawn after the first paint.
  weather: [
    'weather-polling',
    'forecast',
    'radar',
    'retry',
    'lazy-forecast-panel',
    'forecast-space',
    'forecast-panel',
    'forecast-fetch',
    'forecast-parse',
    'forecast-chart',
  ],
  // The phone's tabs other than the first.
  'phone-tabs': [
    'live-map-selection',
    'weather-panel',
    'traffic-panel',
    'news-panel',
    'cloud-fog',
    'cloud-lightning',
    'cloud-rain',
    'cloud',
    'droplets',
    'snowflake',
    'sun',
    'wind',
  ],
};

/**
 * The feeds the first screen of `/` reads, preloaded from index.html so each starts with the entry
 * script. The app's own first request (after the first paint for all but the cameras and news)
 * takes the preload over.
 */
function firstScreenFeeds(apiBaseUrl: string, nwsBaseUrl: string): FeedPreload[] {
  const api = (path: string) => `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
  return [
    { href: api('/api/traffic-cams') },
    { href: api('/api/news') },
    { href: api('/api/weather/nws-live') },
    // the desktop's transit section (the phone's compact view has none)
    { href: api('/api/transit/metro-live'), media: `(min-width: ${BREAKPOINTS.phone}px)` },
    // src/api/feeds/weather-alerts.ts: the banner on every screen
    { href: `${nwsBaseUrl.replace(/\/+$/, '')}/alerts/active?area=MN`, crossorigin: 'anonymous' },
  ];
}

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

/** The release's id in index.html (`<meta name="build-id">`): support and the update test read it. */
function buildIdMeta(buildId: string): Plugin {
  return {
    name: 'twin-cities-build-id',
    transformIndexHtml: (html) => html.replace('%BUILD_ID%', buildId),
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
      shortMessageKeys(fileURLToPath(new URL('./src/i18n/catalogs/en', import.meta.url))),
      mockWorker(enableMocks),
      cspMeta(policy, command === 'build'),
      firstScreenPreloads({
        root: fileURLToPath(new URL('.', import.meta.url)),
        screens: [
          {
            module: 'src/pages/phone/compact-live-view.tsx',
            media: PHONE_MEDIA_QUERY,
          },
          { module: 'src/pages/metro-map-page.tsx', media: `(min-width: ${BREAKPOINTS.phone}px)` },
          // The markers the larger screens draw at once (a phone's map loads them after its paint).
          {
            module: 'src/components/map/named-marker-layer.tsx',
            media: `(min-width: ${BREAKPOINTS.phone}px)`,
          },
          // The feeds kept from the last visit, read beside the first screen on every screen.
          { module: 'src/app/keep-feeds.ts' },
        ],
        // What every screen of `/` reads first (the city pages' maps too), started with the entry
        // script, not after it (issue 26). Not in a demo build: its worker starts after the page
        // has loaded, so a preload would reach the real network.
        feeds: enableMocks ? [] : firstScreenFeeds(env.VITE_API_BASE_URL ?? '', nwsBaseUrl),
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
          // One download plan for `/` (at most 8 files before the first paint, 20 before idle):
          // Rolldown's automatic splitting made a chunk per set of importers, ~60 files, many a
          // single icon or helper of a few hundred bytes, queued before the map's marker layer.
          // Chunks are grouped by what loads together instead, modules named by file (not folder,
          // so a module that moves keeps its group). Only `shell` takes its modules' imports along:
          // the later groups must not pull what the first screens share into a late chunk.
          codeSplitting: {
            groups: [
              {
                // What every first screen of `/` needs: React, the map surface, the feeds and the
                // small helpers and icons that both screens and most later parts use.
                name: 'shell',
                priority: 30,
                test: new RegExp(
                  `${moduleNamed(SHELL_MODULES).source}|node_modules[\\\\/](react|react-dom|scheduler)[\\\\/]`,
                ),
              },
              {
                // The desktop's view of `/`: the metro map page, the network layout around it (also
                // every city page's frame) and what they alone import, preloaded together with the
                // entry on larger screens (src/build/first-screen-preloads.ts).
                name: 'metro-map-page',
                priority: 10,
                includeDependenciesRecursively: false,
                test: moduleNamed(METRO_MAP_PAGE_MODULES),
              },
              {
                // Radix and its helpers: the select, tooltip, dialog and toast load on demand.
                name: 'radix',
                priority: 20,
                includeDependenciesRecursively: false,
                test: new RegExp(
                  `node_modules[\\\\/](${RADIX_PACKAGES.join('|')})[\\\\/]|${moduleNamed(RADIX_PARTS).source}`,
                ),
              },
              ...Object.entries(LATE_GROUPS).map(([name, modules]) => ({
                name,
                priority: 10,
                includeDependenciesRecursively: false,
                test: moduleNamed(modules),
              })),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1' },
  };
});
