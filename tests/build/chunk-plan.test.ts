import { describe, expect, test, vi } from 'vitest';
import {
  chunkPlanGroup,
  loadsBefore,
  planChunks,
  type LaterGroup,
  type ModuleGraph,
} from '@/build/chunk-plan';
import { graphOf as graphFrom, type ModuleEdges } from './module-graph-fixture';

const ROOT = '/app';

/** A module graph from each module's imports, with paths relative to the root. */
const graphOf = (modules: ModuleEdges): ModuleGraph =>
  graphFrom(modules, (path) => `${ROOT}/${path}`);

const STAR = 'node_modules/lucide-react/dist/esm/icons/star.mjs';
const RADIX_DIALOG = 'node_modules/@radix-ui/react-dialog/dist/index.mjs';

/** A small app with the shapes the real one has. */
const APP = {
  'src/main.tsx': {
    imports: ['src/app/root.tsx', 'src/app/first-feeds.ts'],
    lazy: ['src/app/keep-feeds.ts'],
  },
  'src/app/first-feeds.ts': { lazy: ['src/app/desktop-feeds.ts'] },
  'src/app/desktop-feeds.ts': { imports: ['src/api/feeds/domains.ts'] },
  'src/api/feeds/domains.ts': {},
  'src/app/keep-feeds.ts': {},
  'src/app/root.tsx': {
    imports: ['node_modules/react/index.js', 'src/lib/cn.ts', 'src/i18n/load-catalog.ts'],
    lazy: ['src/pages/phone/compact-view.tsx', 'src/pages/map-page.tsx', 'src/pages/city-page.tsx'],
  },
  'node_modules/react/index.js': {},
  'src/lib/cn.ts': {},
  'src/i18n/load-catalog.ts': { lazy: ['src/i18n/catalogs/es.ts'] },
  'src/i18n/catalogs/es.ts': { imports: ['src/i18n/catalogs/es/app.ts'] },
  'src/i18n/catalogs/es/app.ts': {},
  'src/pages/phone/compact-view.tsx': {
    imports: [
      'src/components/map/map-surface.tsx',
      'src/domain/local-filter.ts',
      'src/components/ui/switch.tsx',
    ],
    lazy: ['src/pages/phone/news-tab.tsx'],
  },
  'src/domain/local-filter.ts': {},
  'src/components/ui/switch.tsx': {},
  'src/pages/map-page.tsx': {
    imports: ['src/components/map/map-surface.tsx', 'src/pages/layout/frame.tsx'],
    lazy: ['src/pages/map-below.tsx', 'src/features/details/details-dialog.tsx'],
  },
  'src/pages/layout/frame.tsx': {
    lazy: ['src/pages/layout/sections.tsx', 'src/features/status/status-panel.tsx'],
  },
  'src/pages/layout/sections.tsx': {},
  'src/features/status/status-panel.tsx': { lazy: ['src/lib/shared-part.ts'] },
  'src/lib/shared-part.ts': {},
  'src/pages/city-page.tsx': {
    imports: ['src/pages/layout/frame.tsx', 'src/components/ui/switch.tsx'],
  },
  'src/components/map/map-surface.tsx': {
    imports: ['src/lib/geo.ts'],
    lazy: [
      'src/components/map/marker-layer.tsx',
      'src/components/map/radar/radar-layer.tsx',
      'src/components/map/geography/outlines.tsx',
    ],
  },
  'src/components/map/geography/outlines.tsx': {
    imports: ['src/components/map/geography/lakes.ts'],
  },
  'src/components/map/geography/lakes.ts': {},
  'src/lib/geo.ts': {},
  'src/components/map/marker-layer.tsx': {
    imports: ['src/components/map/markers.tsx', STAR],
    lazy: ['src/components/map/cluster-list.tsx'],
  },
  'src/components/map/markers.tsx': {},
  [STAR]: {},
  'src/components/map/cluster-list.tsx': { imports: ['src/components/ui/dialog.tsx'] },
  'src/components/ui/dialog.tsx': { imports: [RADIX_DIALOG] },
  [RADIX_DIALOG]: { imports: ['node_modules/aria-hidden/dist/index.js'] },
  'node_modules/aria-hidden/dist/index.js': {},
  'src/components/map/radar/radar-layer.tsx': {},
  'src/pages/phone/news-tab.tsx': {
    imports: ['src/entities/camera/camera-card.tsx', 'src/i18n/english-later.ts'],
    lazy: ['src/entities/forecast/forecast-panel.tsx'],
  },
  'src/pages/map-below.tsx': {
    imports: ['src/entities/camera/camera-card.tsx', 'src/features/details/card-list.tsx'],
    lazy: ['src/entities/forecast/forecast-panel.tsx'],
  },
  'src/features/details/card-list.tsx': { imports: ['src/components/details/reading-note.tsx'] },
  'src/components/details/reading-note.tsx': {},
  'src/entities/camera/camera-card.tsx': {
    imports: ['src/i18n/english-later.ts', STAR, 'src/domain/camera-stills.ts'],
    lazy: ['src/entities/camera/camera-dialog.tsx'],
  },
  'src/entities/camera/camera-dialog.tsx': { imports: ['src/components/ui/dialog.tsx'] },
  'src/domain/camera-stills.ts': {},
  'src/i18n/english-later.ts': {},
  'src/features/details/details-dialog.tsx': {
    imports: ['src/components/ui/dialog.tsx', 'src/entities/camera/camera-details.tsx'],
  },
  'src/entities/camera/camera-details.tsx': {
    imports: ['src/i18n/english-later.ts', 'src/components/details/reading-note.tsx'],
  },
  'src/entities/forecast/forecast-panel.tsx': {
    imports: ['src/api/feeds/forecast.ts'],
    lazy: ['src/lib/shared-part.ts'],
  },
  'src/api/feeds/forecast.ts': { lazy: ['src/api/feeds/forecast-fetch.ts'] },
  'src/api/feeds/forecast-fetch.ts': {},
};

const OPTIONS = {
  root: ROOT,
  entry: 'src/main.tsx',
  views: [{ module: 'src/pages/phone/compact-view.tsx' }, { module: 'src/pages/map-page.tsx' }],
  preloaded: ['src/components/map/marker-layer.tsx', 'src/app/keep-feeds.ts'],
};

const plan = planChunks(OPTIONS, graphOf(APP));
const chunkOf = (path: string) => plan.get(`${ROOT}/${path}`);

describe('planChunks: the first screens', () => {
  test("the entry's imports and what both views read are the shell", () => {
    for (const path of ['src/main.tsx', 'src/lib/cn.ts', 'node_modules/react/index.js']) {
      expect(chunkOf(path), path).toBe('shell');
    }
    expect(chunkOf('src/components/map/map-surface.tsx')).toBe('shell');
    expect(chunkOf('src/lib/geo.ts')).toBe('shell');
  });

  test("a view's own modules are its chunk", () => {
    expect(chunkOf('src/pages/phone/compact-view.tsx')).toBe('compact-view');
    expect(chunkOf('src/domain/local-filter.ts')).toBe('compact-view');
    expect(chunkOf('src/pages/map-page.tsx')).toBe('map-page');
  });

  test("the phone's view keeps only what no other page reads; a larger view shares with the city pages", () => {
    // the city page reads both: the phone's switch goes to the shell, the desktop's frame stays
    expect(chunkOf('src/components/ui/switch.tsx')).toBe('shell');
    expect(chunkOf('src/pages/layout/frame.tsx')).toBe('map-page');
  });

  test("a view's companion parts count as the view", () => {
    const withCompanion = planChunks(
      {
        ...OPTIONS,
        views: [
          OPTIONS.views[0]!,
          { module: 'src/pages/map-page.tsx', startsWith: ['src/app/desktop-feeds.ts'] },
        ],
      },
      graphOf(APP),
    );
    expect(chunkOf('src/app/desktop-feeds.ts')).toBe('desktop-feeds');
    expect(withCompanion.get(`${ROOT}/src/app/desktop-feeds.ts`)).toBe('map-page');
    expect(withCompanion.get(`${ROOT}/src/api/feeds/domains.ts`)).toBe('map-page');
  });
});

describe('planChunks: later parts', () => {
  test("Radix, what is built on it, and an entity's or the map's dialog are one chunk", () => {
    for (const path of [
      RADIX_DIALOG,
      'node_modules/aria-hidden/dist/index.js',
      'src/components/ui/dialog.tsx',
      'src/components/map/cluster-list.tsx',
      'src/entities/camera/camera-dialog.tsx',
    ]) {
      expect(chunkOf(path), path).toBe('radix');
    }
  });

  test("a feature's dialog is a chunk of its own, and comes after what a screen renders", () => {
    expect(chunkOf('src/features/details/details-dialog.tsx')).toBe('details-dialog');
    // read by the dialog and by the desktop's lower half, at the same depth: the lower half's
    expect(chunkOf('src/components/details/reading-note.tsx')).toBe('map-below');
  });

  test('a lazy part is named by its folder, or by its file', () => {
    expect(chunkOf('src/components/map/marker-layer.tsx')).toBe('map-layers');
    expect(chunkOf('src/pages/phone/news-tab.tsx')).toBe('phone-tabs');
    expect(chunkOf('src/entities/forecast/forecast-panel.tsx')).toBe('forecast');
    expect(chunkOf('src/i18n/catalogs/es.ts')).toBe('es');
    expect(chunkOf('src/i18n/catalogs/es/app.ts')).toBe('es');
    expect(chunkOf('src/pages/map-below.tsx')).toBe('map-below');
    expect(chunkOf('src/app/keep-feeds.ts')).toBe('keep-feeds');
    expect(chunkOf('src/pages/layout/sections.tsx')).toBe('network');
    expect(chunkOf('src/features/status/status-panel.tsx')).toBe('status');
  });

  test("an entity's folder and the map widget are one chunk each, but not a details body", () => {
    expect(chunkOf('src/entities/camera/camera-card.tsx')).toBe('camera');
    expect(chunkOf('src/components/map/markers.tsx')).toBe('map-layers');
    // the radar and the geography, each an import() of its own, travel with the markers
    expect(chunkOf('src/components/map/radar/radar-layer.tsx')).toBe('map-layers');
    expect(chunkOf('src/components/map/geography/outlines.tsx')).toBe('map-layers');
    expect(chunkOf('src/components/map/geography/lakes.ts')).toBe('map-layers');
    expect(chunkOf('src/entities/camera/camera-details.tsx')).toBe('details-dialog');
  });

  test("a kind's parts of fixed names go with their reader, one download for every kind", () => {
    // The marker layer in features/map/markers reads every kind's marker.tsx through the kinds'
    // table; the details dialog every details.tsx; the card lists each card.tsx; a part of the
    // lower half (the live-data panel, here beside the cards) each live-words.ts.
    const kinds: ModuleEdges = {
      ...APP,
      'src/components/map/map-surface.tsx': {
        imports: ['src/lib/geo.ts'],
        lazy: ['src/features/map/markers/marker-layer.tsx'],
      },
      'src/features/map/markers/marker-layer.tsx': { imports: ['src/kinds/kind-views.ts'] },
      'src/kinds/kind-views.ts': {
        imports: ['src/entities/camera/marker.tsx', 'src/entities/news/marker.tsx'],
      },
      'src/entities/camera/marker.tsx': {},
      'src/entities/news/marker.tsx': {},
      'src/features/details/details-dialog.tsx': {
        imports: ['src/components/ui/dialog.tsx', 'src/kinds/kind-details.ts'],
      },
      'src/kinds/kind-details.ts': {
        imports: ['src/entities/camera/details.tsx', 'src/entities/news/details.tsx'],
      },
      'src/entities/camera/details.tsx': { imports: ['src/i18n/english-later.ts'] },
      'src/entities/news/details.tsx': {},
      'src/features/details/card-list.tsx': {
        imports: [
          'src/components/details/reading-note.tsx',
          'src/entities/news/card.tsx',
          'src/kinds/kind-live-words.ts',
        ],
      },
      'src/entities/news/card.tsx': {},
      'src/kinds/kind-live-words.ts': { imports: ['src/entities/news/live-words.ts'] },
      'src/entities/news/live-words.ts': {},
    };
    const withKinds = planChunks(
      { ...OPTIONS, preloaded: ['src/features/map/markers/marker-layer.tsx'] },
      graphOf(kinds),
    );
    const chunk = (path: string) => withKinds.get(`${ROOT}/${path}`);
    for (const path of [
      'src/features/map/markers/marker-layer.tsx',
      'src/kinds/kind-views.ts',
      'src/entities/camera/marker.tsx',
      'src/entities/news/marker.tsx',
    ]) {
      expect(chunk(path), path).toBe('map-layers');
    }
    expect(chunk('src/entities/camera/details.tsx')).toBe('details-dialog');
    expect(chunk('src/entities/news/details.tsx')).toBe('details-dialog');
    expect(chunk('src/entities/news/card.tsx')).toBe('map-below');
    expect(chunk('src/entities/news/live-words.ts')).toBe('map-below');
    // No chunk for a kind's folder made of its parts alone.
    expect([...new Set(withKinds.values())]).not.toContain('news');
  });

  test('a shared helper goes with the first reader to load', () => {
    // read only by the camera's chunk
    expect(chunkOf('src/domain/camera-stills.ts')).toBe('camera');
    // read by the markers (preloaded beside the desktop's view) and the camera cards
    expect(chunkOf(STAR)).toBe('map-layers');
    // read at the same depth by the phone's tabs and the camera's chunk: the entity's, which
    // the tabs and the pages build on
    expect(chunkOf('src/i18n/english-later.ts')).toBe('camera');
    // read only by the desktop's lower half
    expect(chunkOf('src/features/details/card-list.tsx')).toBe('map-below');
  });

  test('a part only a later part loads, named by no folder, is in that part', () => {
    expect(chunkOf('src/api/feeds/forecast.ts')).toBe('forecast');
    expect(chunkOf('src/api/feeds/forecast-fetch.ts')).toBe('forecast');
    // loaded by two later parts: a chunk of its own
    expect(chunkOf('src/lib/shared-part.ts')).toBe('shared-part');
  });

  test('every module of the app has a chunk', () => {
    expect(Object.keys(APP).filter((path) => !chunkOf(path))).toEqual([]);
  });
});

describe('loadsBefore (rule 4)', () => {
  const group = (more: Partial<LaterGroup>): LaterGroup => ({
    name: 'b',
    oneFolder: false,
    onDemand: false,
    byFile: null,
    depth: 1,
    hasLazyPart: true,
    reach: 1,
    ...more,
  });

  test('fewer lazy imports first, whatever else', () => {
    const near = group({ depth: 0.5, name: 'z', onDemand: true });
    expect(loadsBefore(near, group({ oneFolder: true, reach: 2, name: 'a' }))).toBe(true);
  });

  test('then a one-folder chunk, then one a screen renders, then more views, then the name', () => {
    expect(loadsBefore(group({ oneFolder: true, name: 'z', reach: 0 }), group({}))).toBe(true);
    expect(loadsBefore(group({ name: 'z', reach: 0 }), group({ onDemand: true }))).toBe(true);
    expect(loadsBefore(group({ name: 'z', reach: 2 }), group({ reach: 1 }))).toBe(true);
    expect(loadsBefore(group({ name: 'a' }), group({ name: 'b' }))).toBe(true);
    expect(loadsBefore(group({ name: 'b' }), group({ name: 'b' }))).toBe(false);
  });
});

describe('planChunks: mistakes it refuses', () => {
  test('a named module missing from the graph (a plan without it would be no plan)', () => {
    expect(() => planChunks({ ...OPTIONS, preloaded: ['src/gone.tsx'] }, graphOf(APP))).toThrow(
      /not in the module graph: src\/gone.tsx/,
    );
  });

  test('two lazily loaded files of one name and no folder', () => {
    const graph = graphOf({
      'src/main.tsx': { lazy: ['src/lib/parse.ts', 'src/api/parse.ts'] },
      'src/lib/parse.ts': {},
      'src/api/parse.ts': {},
    });
    expect(() => planChunks({ ...OPTIONS, views: [], preloaded: [] }, graph)).toThrow(
      /two sources name the chunk "parse"/,
    );
  });
});

describe('chunkPlanGroup', () => {
  test('plans once per build, and leaves a module outside the graph to Rolldown', () => {
    const graph = graphOf(APP);
    const getModuleInfo = vi.spyOn(graph, 'getModuleInfo');
    const group = chunkPlanGroup(OPTIONS);
    expect(group.name(`${ROOT}/src/pages/phone/news-tab.tsx`, graph)).toBe('phone-tabs');
    const calls = getModuleInfo.mock.calls.length;
    expect(group.name(`${ROOT}/src/lib/cn.ts`, graph)).toBe('shell');
    expect(group.name('\0virtual:pwa-register', graph)).toBeNull();
    expect(getModuleInfo.mock.calls.length).toBe(calls);
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  test('a new chunking pass (a new graph) is planned anew', () => {
    const group = chunkPlanGroup(OPTIONS);
    expect(group.name(`${ROOT}/src/pages/phone/news-tab.tsx`, graphOf(APP))).toBe('phone-tabs');
    const moved = graphOf({
      ...APP,
      'src/pages/phone/compact-view.tsx': {
        ...APP['src/pages/phone/compact-view.tsx'],
        imports: [
          ...APP['src/pages/phone/compact-view.tsx'].imports,
          'src/pages/phone/news-tab.tsx',
        ],
      },
    });
    expect(group.name(`${ROOT}/src/pages/phone/news-tab.tsx`, moved)).toBe('compact-view');
  });
});
