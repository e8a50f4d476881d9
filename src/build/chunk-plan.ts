/* Over 300 lines: the five rules of one plan, each reading what the rules before it placed, and
 * the checks that refuse a plan that would silently be none.
 */
/**
 * Build-time only (used by vite.config.ts, never bundled): the production build's download plan
 * (decision 021). Every module's chunk follows from the module graph and the folder tree, so a new
 * file needs no line here.
 *
 * 1. **The first screens.** What the entry imports is `shell`, and so is what a view of `/` (the
 *    phone's compact view, the desktop's metro map page) shares with what the other screens may
 *    load: any other page for the phone's view, the phone's screens for the desktop's. The rest of
 *    a view is that view's chunk, preloaded beside the entry on its screens only.
 * 2. **Radix.** Radix's packages, the modules built on them, and a lazily loaded part drawn with
 *    one (an entity's or the map's dialog) are `radix`, loaded when the browser is idle after the
 *    first paint. A feature's dialog (the details dialog, with every kind's body) is a chunk of its
 *    own, loaded when it opens.
 * 3. **Later parts by folder.** Each lazily loaded part (an `import()`) names its chunk by its
 *    folder (`FOLDER_RULES`: an entity, a feature, the map widget, the phone's tabs, the network's
 *    sections, a language), otherwise by its file. An entity's folder is one chunk, and so is the
 *    map widget's drawing (the markers, the radar, the geography): every map screen draws all
 *    three after the first paint, so one download instead of three.
 * 4. **What later parts share goes with the first of them to load:** the fewest lazy imports away
 *    from the first screens (a preloaded part counts half; a chunk's count is its lazily loaded
 *    parts'); among equals, a one-folder chunk (the parts that features and pages build on), then
 *    one a screen renders before one loaded on demand or when idle (a feature's dialog, Radix),
 *    then the one more views load, then by name.
 * 5. **A part only a later part loads, named by no folder, joins that part's chunk:** its reader
 *    is a later download already, and a second one would only add a file.
 *
 * tests/e2e/production-bundle.e2e.ts checks that no chunks import each other in a ring, and
 * tests/e2e/bundle-budget.e2e.ts and download-plan.e2e.ts what the first screens download.
 */
import { closure, lazyDepths, type ModuleGraph } from './module-graph.ts';

export type { ModuleGraph };

export interface ChunkPlanView {
  /** The view's module, relative to the root; its chunk is named after its file. */
  module: string;
  /** Lazily loaded parts the entry starts on this view's screens only (relative to the root). */
  startsWith?: readonly string[];
}

export interface ChunkPlanOptions {
  /** The project's root folder (absolute). */
  root: string;
  /** The app's entry module, relative to the root. */
  entry: string;
  /**
   * The views of `/`, smallest screen first. The first view's chunk holds only what no other page
   * loads; each other's, what the first view's screens never load (so the city pages, drawn in the
   * larger view's frame, read from its chunk).
   */
  views: readonly ChunkPlanView[];
  /** Lazily loaded parts a view preloads (the desktop's markers): the first later parts to load. */
  preloaded: readonly string[];
}

const SHELL = 'shell';
const RADIX = 'radix';
/** Radix's packages (the packages only they use follow them by rule 4). */
const RADIX_PACKAGES = /[\\/]node_modules[\\/]@radix-ui[\\/]/;

/** A lazily loaded part's chunk by its folder (rule 3), the first that matches its path in src/. */
const FOLDER_RULES: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[] = [
  [/^features\/map\/markers\//, () => 'map-layers'],
  [/^entities\/([\w-]+)\//, (match) => match[1]!],
  [/^features\/([\w-]+)\//, (match) => match[1]!],
  [/^components\/map\//, () => 'map-layers'],
  [/^pages\/phone\//, () => 'phone-tabs'],
  [/^pages\/layout\//, () => 'network'],
  [/^i18n\/catalogs\/([a-z]+)(\/|\.ts$)/, (match) => match[1]!],
];

/**
 * Folders whose every later module is in their chunk: an entity, the map widget's drawing (the
 * marker layer, the radar, the geography). Not a kind's parts of fixed names
 * (`marker.tsx`, `legend.tsx`, `details.tsx`, `card.tsx`, `live-words.ts`; decisions 024, 042):
 * each goes with the one part that reads every kind's (the marker layer, the legend, the details
 * dialog, the card lists, the live-data panel), one download for every kind, not a chunk per kind.
 */
const ONE_CHUNK_FOLDERS =
  /^(entities|components\/map|features\/map\/markers)\/(?!.*((-details|\/details|\/marker|\/legend|\/card)\.tsx|\/live-words\.ts)$)/;

const FEATURE = /^features\//;

/**
 * What the app's frame (src/app/) and the pages load lazily: another view, a city page, a page's
 * lower half, and the desktop's own feeds and the service worker's registration. Not every screen
 * of `/` loads them all.
 */
const PAGE_LOADERS = /^(app|pages)\//;

/** A module's file name without its folder, extension, query or virtual-module mark. */
function fileName(id: string): string {
  return id
    .replace(/\?.*$/, '')
    .replace(/^.*[\\/:]/, '')
    .replace(/\.[^.]+$/, '')
    .replace(/\0/g, '');
}

export interface LaterGroup {
  name: string;
  oneFolder: boolean;
  onDemand: boolean;
  /** Named by the file of its only lazily loaded part (no folder rule): rule 5 may merge it. */
  byFile: string | null;
  /** Lazy imports between the first screens and its earliest lazily loaded part (or module). */
  depth: number;
  hasLazyPart: boolean;
  /** How many views' screens may load it. */
  reach: number;
}

/** Rule 4's order. */
export function loadsBefore(a: LaterGroup, b: LaterGroup): boolean {
  const order =
    a.depth - b.depth ||
    Number(b.oneFolder) - Number(a.oneFolder) ||
    Number(a.onDemand) - Number(b.onDemand) ||
    b.reach - a.reach;
  // By name last, independent of the build machine's locale.
  return order < 0 || (order === 0 && a.name < b.name);
}

class ChunkPlanner {
  readonly chunks = new Map<string, string>();
  /**
   * Chunks loaded when the visitor opens something (a feature's dialog) or when the browser is
   * idle (Radix), not when a screen renders: last among equals in rule 4.
   */
  private readonly onDemand = new Set<string>([RADIX]);
  private readonly root: string;
  private readonly entry: string;

  constructor(
    private readonly options: ChunkPlanOptions,
    private readonly graph: ModuleGraph,
  ) {
    this.root = options.root.replaceAll('\\', '/').replace(/\/+$/, '');
    this.entry = this.absolute(options.entry);
  }

  plan(): Map<string, string> {
    const named = [
      this.options.entry,
      ...this.options.views.flatMap((view) => [view.module, ...(view.startsWith ?? [])]),
      ...this.options.preloaded,
    ];
    const missing = named.filter((path) => !this.graph.getModuleInfo(this.absolute(path)));
    // A plan without them would silently be Rolldown's own splitting.
    if (missing.length > 0) throw new Error(`chunk plan: not in the module graph: ${missing}`);
    const everything = closure([this.entry], this.graph, true);
    const worlds = this.firstScreens(everything);
    const firstScreens = new Set(this.chunks.keys());
    this.radix(everything);
    this.laterParts(everything, firstScreens, worlds);
    return this.chunks;
  }

  private absolute(path: string): string {
    return `${this.root}/${path}`;
  }

  /** `id`'s path in src/, or '' (a package, a virtual module). */
  private sourcePath(id: string): string {
    const path = id.replaceAll('\\', '/');
    const src = `${this.root}/src/`;
    return path.startsWith(src) && !path.includes('/node_modules/') ? path.slice(src.length) : '';
  }

  private lazyImporters(id: string): string[] {
    return this.graph.getModuleInfo(id)?.dynamicImporters ?? [];
  }

  /** Rule 1. Returns what each view's screens may load (for rule 4's order). */
  private firstScreens(everything: ReadonlySet<string>): Set<string>[] {
    for (const id of closure([this.entry], this.graph)) this.chunks.set(id, SHELL);
    const pages = new Set(
      [...everything].filter((id) =>
        this.lazyImporters(id).some((importer) => PAGE_LOADERS.test(this.sourcePath(importer))),
      ),
    );
    const everyScreen = closure([this.entry], this.graph, true, pages);
    const views = this.options.views.map((view) => ({
      name: fileName(view.module),
      starts: [view.module, ...(view.startsWith ?? [])].map((path) => this.absolute(path)),
    }));
    const worlds = views.map(
      (view) => new Set([...everyScreen, ...closure(view.starts, this.graph, true)]),
    );
    views.forEach((view, index) => {
      const elsewhere =
        index === 0 ? closure([this.entry], this.graph, true, new Set(view.starts)) : worlds[0]!;
      for (const id of closure(view.starts, this.graph)) {
        if (!this.chunks.has(id)) this.chunks.set(id, elsewhere.has(id) ? SHELL : view.name);
      }
    });
    return worlds;
  }

  /** Rule 2. */
  private radix(everything: ReadonlySet<string>): void {
    const builtOnRadix = (id: string) =>
      this.graph.getModuleInfo(id)?.importedIds.some((imported) => RADIX_PACKAGES.test(imported));
    for (const id of everything) {
      if (this.chunks.has(id)) continue;
      const drawnWithRadix =
        this.lazyImporters(id).length > 0 &&
        this.graph.getModuleInfo(id)?.importedIds.some(builtOnRadix);
      if (RADIX_PACKAGES.test(id) || builtOnRadix(id)) this.chunks.set(id, RADIX);
      else if (drawnWithRadix) {
        // A feature's dialog (the details dialog, with every kind's body) is larger: its own.
        const ownChunk =
          FEATURE.test(this.sourcePath(id)) && !ONE_CHUNK_FOLDERS.test(this.sourcePath(id));
        this.chunks.set(id, ownChunk ? fileName(id) : RADIX);
        if (ownChunk) this.onDemand.add(fileName(id));
      }
    }
  }

  /** Rules 3, 4 and 5. */
  private laterParts(
    everything: ReadonlySet<string>,
    firstScreens: ReadonlySet<string>,
    worlds: readonly ReadonlySet<string>[],
  ): void {
    const preloaded = new Set(this.options.preloaded.map((path) => this.absolute(path)));
    const depth = lazyDepths(this.graph, firstScreens, preloaded);
    const groups = new Map<string, LaterGroup>();
    const isLazy = (id: string) => this.lazyImporters(id).length > 0;
    // A group's place in rule 4's order comes from its lazily loaded parts, where it starts to
    // load (a folder's other modules may be read from elsewhere earlier).
    const groupOf = (part: string): LaterGroup => {
      const path = this.sourcePath(part);
      const rule = FOLDER_RULES.find(([pattern]) => pattern.test(path));
      const name = this.chunks.get(part) ?? (rule ? rule[1](rule[0].exec(path)!) : fileName(part));
      const byFile = !this.chunks.has(part) && !rule ? part : null;
      const group = groups.get(name) ?? {
        name,
        oneFolder: false,
        onDemand: this.onDemand.has(name),
        byFile,
        depth: Infinity,
        hasLazyPart: false,
        reach: 0,
      };
      if (group.byFile !== byFile) {
        throw new Error(
          `chunk plan: two sources name the chunk "${name}": ${group.byFile ?? part}`,
        );
      }
      group.oneFolder ||= !this.chunks.has(part) && ONE_CHUNK_FOLDERS.test(path);
      const lazy = isLazy(part);
      if (lazy || !group.hasLazyPart) {
        if (lazy && !group.hasLazyPart) Object.assign(group, { depth: Infinity, reach: 0 });
        group.hasLazyPart ||= lazy;
        group.depth = Math.min(group.depth, depth.get(part) ?? Infinity);
        group.reach = Math.max(group.reach, worlds.filter((world) => world.has(part)).length);
      }
      groups.set(name, group);
      return group;
    };
    const parts = [...everything]
      .filter(
        (id) =>
          !firstScreens.has(id) && (isLazy(id) || ONE_CHUNK_FOLDERS.test(this.sourcePath(id))),
      )
      .sort((a, b) => Number(isLazy(b)) - Number(isLazy(a)))
      .map((id) => ({ id, group: groupOf(id) }));
    for (const part of parts) {
      if (!this.chunks.has(part.id)) this.chunks.set(part.id, part.group.name);
    }
    const earliest = new Map<string, LaterGroup>();
    for (const part of parts) {
      // What this part reads itself: not through a module another chunk holds.
      const elsewhere = (id: string) =>
        id !== part.id && this.chunks.has(id) && this.chunks.get(id) !== part.group.name;
      for (const id of closure([part.id], this.graph, false, elsewhere)) {
        const known = earliest.get(id);
        if (!this.chunks.has(id) && (!known || loadsBefore(part.group, known))) {
          earliest.set(id, part.group);
        }
      }
    }
    for (const [id, group] of earliest) this.chunks.set(id, group.name);

    for (const part of parts) {
      const info = this.graph.getModuleInfo(part.id)!;
      const importers = [...info.dynamicImporters, ...info.importers];
      const readers = new Set(importers.map((importer) => this.chunks.get(importer)));
      const [reader] = readers;
      const laterReader = readers.size === 1 && !importers.some((id) => firstScreens.has(id));
      if (part.group.byFile !== part.id || !laterReader || !reader) continue;
      for (const [id, chunk] of this.chunks) {
        if (chunk === part.group.name) this.chunks.set(id, reader);
      }
    }
  }
}

/** Every module's chunk, by the rules above. */
export function planChunks(options: ChunkPlanOptions, graph: ModuleGraph): Map<string, string> {
  return new ChunkPlanner(options, graph).plan();
}

/**
 * The `codeSplitting` group that names each module's chunk. The plan is made once per chunking
 * pass: Rolldown hands every call of one pass the same graph.
 */
export function chunkPlanGroup(options: ChunkPlanOptions) {
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  return {
    // Rolldown's timing report names a group by this when its `name` is a function.
    debugName: 'chunk-plan',
    name: (moduleId: string, graph: ModuleGraph): string | null => {
      let plan = plans.get(graph);
      if (!plan) plans.set(graph, (plan = planChunks(options, graph)));
      return plan.get(moduleId) ?? null;
    },
    includeDependenciesRecursively: false,
  };
}
