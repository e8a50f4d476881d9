import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { resolveAliases } from './src/build/resolve-aliases.ts';
import { splitByIsolation } from './tests/support/shared-module-graph.ts';

type ProjectTestConfig = NonNullable<TestProjectInlineConfiguration['test']>;

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files share a worker, file after file, with every module evaluated anew for each
 * (tests/support/fresh-modules.ts): starting a worker and a jsdom per file cost more than most
 * tests. A file that replaces a module runs in a worker of its own (shared-module-graph.ts).
 */
const COMPONENT_FILES = splitByIsolation(ROOT, 'tests', '.test.tsx');
const PURE_FILES = splitByIsolation(ROOT, 'tests', '.test.ts');

const PURE_TESTS = {
  environment: 'node' as const,
  exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
  restoreMocks: true,
  // Ceilings, not waits: a test ends when its condition holds.
  testTimeout: 30_000,
  hookTimeout: 30_000,
} satisfies ProjectTestConfig;

const COMPONENT_TESTS = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup.ts'],
  restoreMocks: true,
  // A ceiling, not a wait: on a 2-core machine running the suite beside a build, rendering a page
  // of markers in jsdom can take several seconds.
  testTimeout: 60_000,
  hookTimeout: 60_000,
} satisfies ProjectTestConfig;

/**
 * The test projects, by what a test needs (docs/testing.md):
 * - `node` and `node-isolated`: rules, parsers, catalogs and build helpers, in plain Node. A file
 *   that needs a browser API says so at its top (`// @vitest-environment jsdom`, and runs
 *   isolated); one that needs the demo API starts msw itself (`answerFromDemoApi()` in
 *   tests/msw-server.ts).
 * - `dom` and `dom-isolated`: components and hooks in jsdom, with Testing Library, msw and the
 *   app's `cn` check; `dom`'s files share a jsdom, each starting as on a fresh page
 *   (tests/support/fresh-page.ts).
 * - `e2e`: the production builds in real Chromium (tests/run.mjs and tests/e2e/run.mjs build them
 *   first).
 * - `bench`: `npm run bench` only.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      ...resolveAliases(new URL('.', import.meta.url)),
      // Made by the PWA plugin in builds only; the registration's test mocks it.
      {
        find: 'virtual:pwa-register',
        replacement: fileURLToPath(
          new URL('./tests/support/pwa-register-stub.ts', import.meta.url),
        ),
      },
    ],
  },
  define: {
    'import.meta.env.VITE_ENABLE_MOCKS': JSON.stringify('false'),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID || 'test'),
    __OFFLINE_BASES__: JSON.stringify({
      api: '',
      nws: 'https://api.weather.gov',
      radar: 'https://mesonet.agron.iastate.edu',
    }),
  },
  test: {
    reporters: ['default', './tests/support/slowest-files-reporter.ts'],
    // Vitest's default is one worker less than the cores: on this 2-core machine, one worker for
    // every file while the main process mostly waits. Two workers (the browser tests set their own).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...PURE_TESTS,
          name: 'node',
          include: PURE_FILES.shared,
          isolate: false,
          unstubGlobals: true,
          setupFiles: ['tests/support/fresh-modules.ts'],
        },
      },
      {
        extends: true,
        test: { ...PURE_TESTS, name: 'node-isolated', include: PURE_FILES.isolated },
      },
      {
        extends: true,
        test: {
          ...COMPONENT_TESTS,
          name: 'dom',
          include: COMPONENT_FILES.shared,
          isolate: false,
          unstubGlobals: true,
          setupFiles: ['tests/support/fresh-page.ts', ...COMPONENT_TESTS.setupFiles],
        },
      },
      {
        extends: true,
        test: { ...COMPONENT_TESTS, name: 'dom-isolated', include: COMPONENT_FILES.isolated },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/failure-screenshots.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at once on 2 cores: the test processes mostly wait on Chromium, which serves
          // both from one browser (E2E_WORKERS=1 runs them one after another).
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A real page on a loaded 2-core machine: 1 s (the default) is not enough time for what
          // a poll waits on (a feed answered and drawn).
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
});
