import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import tseslint from 'typescript-eslint';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

const RADIX_ONLY_IN_UI = {
  group: ['@radix-ui/*'],
  message: 'Import Radix only through src/components/ui/.',
};

/**
 * The layer of a path under src/: `features/map` and `entities/camera` count as their own slices,
 * `components/ui` as its own layer, every other folder (and a top-level file) as one layer. Null
 * outside src/.
 */
function layerOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second] = relative.split(path.sep);
  const base = top.replace(/\.(tsx?|css)$/, '');
  if (top === 'components') {
    return { layer: second === 'ui' ? 'ui' : 'components' };
  }
  // A capability's pure rules (entities/<kind>/model.ts, and its map facts in facts.ts) are held
  // to domain/'s purity, and its words (entities/<kind>/words.ts, live-words.ts) to words/'s.
  const inSlice = relative
    .split(path.sep)
    .slice(2)
    .join('/')
    .replace(/\.tsx?$/, '');
  if (top === 'entities' && ['model', 'facts'].includes(inSlice))
    return { layer: 'model', slice: second };
  if (top === 'entities' && ['words', 'live-words'].includes(inSlice))
    return { layer: 'words', slice: second };
  if (top === 'features' || top === 'entities') return { layer: top, slice: second };
  return { layer: base };
}

/** What an import specifier points at on disk: `@/…` and relative paths; null for a package. */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  return null;
}

const isTsx = (target) => target.endsWith('.tsx') || existsSync(`${target}.tsx`);
const UI_PACKAGES = /^(react-dom|lucide-react|wouter|@radix-ui\/)/;
const UI_LAYERS = ['ui', 'components', 'entities', 'features', 'pages', 'app'];

/**
 * Why an import from layer `from` of `target` (a path, or a package name when `pkg`) is against the
 * layer rules (docs/architecture.md, "The layers"), or null when it is allowed.
 */
function forbidden(from, target, pkg) {
  const to = pkg ? null : layerOf(target);
  if (!pkg && !to) return null;
  switch (from.layer) {
    case 'domain':
      if (pkg) return `domain/ is pure rules: it imports no package ("${target}"), never React`;
      // Facts, not words: words/ says them in the visitor's language.
      return to.layer === 'domain'
        ? null
        : `domain/ is pure rules: it imports only domain/, not ${to.layer}/ (it returns facts, words/ says them)`;
    case 'words':
      if (pkg) return `words/ is plain functions: it imports no package ("${target}")`;
      return ['domain', 'model', 'i18n', 'words'].includes(to.layer)
        ? null
        : `words/ says domain/'s facts with i18n/'s catalog: it imports only those and words/, not ${to.layer}/`;
    case 'model':
      if (pkg) return `entities/*/model.ts is pure rules: it imports no package ("${target}")`;
      // Facts, not words: the entity's UI says them.
      return to.layer === 'domain'
        ? null
        : `entities/*/model.ts imports only domain/, not ${to.layer}/ (it returns facts, the UI says them)`;
    case 'i18n':
      if (pkg) return `i18n/ is catalogs and plain functions: it imports no package ("${target}")`;
      return to.layer === 'i18n' ? null : `i18n/ imports only i18n/, not ${to.layer}/`;
    case 'api':
      if (pkg) return UI_PACKAGES.test(target) ? `api/ imports no UI package ("${target}")` : null;
      if ([...UI_LAYERS, 'kinds', 'hooks', 'state', 'mocks'].includes(to.layer)) {
        return `api/ imports no UI: not ${to.layer}/ (a first-paint wait comes from lib/, not a component)`;
      }
      return isTsx(target) ? 'api/ imports no UI: not a .tsx module' : null;
    case 'lib':
      return !pkg && [...UI_LAYERS, 'kinds', 'api', 'hooks', 'state', 'mocks'].includes(to.layer)
        ? `lib/ holds generic browser helpers: it does not import ${to.layer}/`
        : null;
    case 'hooks':
    case 'state':
      return !pkg && [...UI_LAYERS, 'kinds', 'mocks'].includes(to.layer)
        ? `${from.layer}/ is generic: it does not import ${to.layer}/ (a capability's hooks live in entities/)`
        : null;
    case 'ui':
    case 'components':
      return !pkg && ['entities', 'kinds', 'features', 'pages', 'app', 'mocks'].includes(to.layer)
        ? `components/ are shared pieces: they do not import ${to.layer}/`
        : null;
    case 'entities':
      return !pkg && ['kinds', 'features', 'pages', 'app', 'mocks'].includes(to.layer)
        ? `entities/ never import ${to.layer}/: features and pages use entities, not the other way`
        : null;
    case 'kinds':
      // The registry of the map's kinds sits on the entities and under everything that shows them.
      return !pkg && ['features', 'pages', 'app', 'mocks'].includes(to.layer)
        ? `kinds/ is the registry of the entities' kinds: it does not import ${to.layer}/, which read it`
        : null;
    case 'features':
      if (pkg) return null;
      if (to.layer === 'features' && to.slice !== from.slice) {
        return `A feature does not import another feature (features/${from.slice} → features/${to.slice}): compose them in a page`;
      }
      return ['pages', 'app', 'mocks'].includes(to.layer)
        ? `features/ do not import ${to.layer}/: pages compose features`
        : null;
    case 'pages':
      return !pkg && ['app', 'mocks'].includes(to.layer)
        ? `pages/ do not import ${to.layer}/: pages own the layout`
        : null;
    default:
      return null;
  }
}

/** The layer rules, checked on resolved paths so a relative import cannot cross a boundary unseen. */
const layersPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = layerOf(context.filename);
        if (!from) return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string') return;
          const target = resolveSpecifier(source.value, context.filename);
          const reason = forbidden(from, target ?? source.value, target === null);
          if (reason) context.report({ node: source, message: `Layer rule: ${reason}.` });
        };
        // Pages own polling: only a page mounts a feed's FeedPolling.
        const checkPolling = (node) => {
          if (from.layer === 'pages' || from.layer === 'api') return;
          const target = resolveSpecifier(node.source.value, context.filename);
          if (target !== path.join(SRC, 'api/feeds/polling')) return;
          for (const specifier of node.specifiers) {
            if (
              specifier.type === 'ImportSpecifier' &&
              ['FeedPolling', 'useFeedPolling'].includes(specifier.imported.name)
            ) {
              context.report({
                node: specifier,
                message: 'Layer rule: FeedPolling is mounted by pages/ only (pages own polling).',
              });
            }
          }
        };
        // Components read words with useT(), whose value changes with the language: a part that read
        // the module's `t` would keep its old words when a memo or a bail-out skips it.
        const checkGlobalWords = (node) => {
          if (![...UI_LAYERS, 'hooks', 'state'].includes(from.layer)) return;
          if (context.filename === path.join(SRC, 'state/translator.tsx')) return;
          const target = resolveSpecifier(node.source.value, context.filename);
          if (target !== path.join(SRC, 'i18n/translate') || node.importKind === 'type') return;
          for (const specifier of node.specifiers) {
            if (
              specifier.type === 'ImportSpecifier' &&
              specifier.importKind !== 'type' &&
              ['t', 'tp'].includes(specifier.imported.name)
            ) {
              context.report({
                node: specifier,
                message: `Layer rule: ${from.layer}/ reads words with useT() (state/translator.tsx), not i18n/'s ${specifier.imported.name}: a new language re-renders what reads useT().`,
              });
            }
          }
        };
        return {
          ImportDeclaration: (node) => {
            check(node.source);
            checkPolling(node);
            checkGlobalWords(node);
          },
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
        };
      },
    },
  },
};

/** Past this many lines a source file says why at its top; past the cap it is split (issue 42). */
const LONG_FILE_LINES = 300;
const MAX_FILE_LINES = 450;
/** The reason's form, on the file's first line: `// Over 300 lines: …` or `/* Over 300 lines: …`. */
const LONG_FILE_REASON = /^(\/\/|\/\*+)\s*Over 300 lines: \S/;

/** A file's length as `wc -l` counts it, and whether it is too long for what its top says. */
const filesPlugin = {
  rules: {
    length: {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program(node) {
            const { lines } = context.sourceCode;
            const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
            if (count > MAX_FILE_LINES) {
              context.report({
                node,
                message: `${count} lines: no file passes ${MAX_FILE_LINES}; split it by job.`,
              });
            } else if (count > LONG_FILE_LINES && !LONG_FILE_REASON.test(lines[0] ?? '')) {
              context.report({
                node,
                message: `${count} lines: a file over ${LONG_FILE_LINES} lines starts with its reason ("// Over 300 lines: …"), or is split.`,
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  // Lint fixtures break the layer rules on purpose; tests/lint/ lints them as if in src/.
  {
    ignores: [
      'dist',
      'dist-bench',
      'dist-next',
      'coverage',
      'test-results',
      'node_modules',
      'tests/lint/fixtures',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [RADIX_ONLY_IN_UI] }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { files: filesPlugin },
    rules: { 'files/length': 'error' },
  },
  {
    // waitForFunction takes the Promise an async check returns as truthy and returns at once.
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message:
            'waitForFunction does not await an async check (a Promise is truthy): use untilInPage.',
        },
      ],
    },
  },
  {
    // vi.waitFor gives up after 1 s, less than a module's first load on a busy machine.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**', 'tests/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='waitFor'][arguments.length=1]",
          message: 'vi.waitFor gives up after 1 s: use eventually() (tests/eventually.ts).',
        },
      ],
    },
  },
  {
    files: ['src/components/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
