/**
 * Build-time only (used by vite.config.ts, never bundled): the <link> tags that let the first
 * screen's requests start together with the entry script instead of one after another.
 *
 * - Each screen size's lazily loaded view (phones: the compact view; larger: the metro map page) is
 *   preloaded with a `media` condition, so a browser fetches only the one it will show.
 * - The feeds the first screen draws are preloaded as fetches; `getJson` asks for them the same way
 *   (GET, CORS mode, the same credentials mode, no headers), so the browser hands over the preload.
 */
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

export interface ScreenChunk {
  /** The lazily imported module, relative to the project root. */
  module: string;
  /** The media query of the screens that show it; none: every screen. */
  media?: string;
}

/** What the planner needs to know of one output chunk. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The modules the chunk holds, where it is a group of several (`codeSplitting.groups`). */
  moduleIds?: readonly string[];
  /** Static imports (file names). */
  imports: readonly string[];
  css: readonly string[];
}

/** A feed the first screen reads, preloaded so it starts with the entry script, not after it. */
export interface FeedPreload {
  href: string;
  /**
   * How the app asks for it, so the browser hands the preload over: `use-credentials` for the API
   * (`getJson`'s default), `anonymous` for a public service fetched with credentials
   * 'same-origin' (NWS: no cookies go to another origin either way).
   */
  crossorigin?: 'use-credentials' | 'anonymous';
  /** Only on the screens that draw it. */
  media?: string;
}

export interface Preload {
  kind: 'module' | 'style';
  href: string;
  media?: string;
}

function staticClosure(start: ChunkInfo, byName: Map<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

/**
 * For each screen: its chunk, the chunks it imports that the entry does not already load, and
 * their CSS, each with the screen's media query. Throws if a screen's module has no chunk (a
 * renamed file must not silently lose its preload).
 */
export function planScreenPreloads(
  chunks: readonly ChunkInfo[],
  screens: readonly { moduleId: string; media?: string }[],
  base = '/',
): Preload[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen preloads: the build has no entry chunk');
  const initial = new Set(staticClosure(entry, byName).map((chunk) => chunk.fileName));
  const initialCss = new Set(staticClosure(entry, byName).flatMap((chunk) => chunk.css));
  const preloads: Preload[] = [];
  for (const screen of screens) {
    // The chunk that holds the module: its facade, or a group chunk with the module inside.
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === screen.moduleId) ??
      chunks.find((candidate) => candidate.moduleIds?.includes(screen.moduleId));
    if (!chunk) throw new Error(`first-screen preloads: no chunk for ${screen.moduleId}`);
    const closure = staticClosure(chunk, byName).filter((c) => !initial.has(c.fileName));
    for (const part of closure)
      preloads.push({ kind: 'module', href: `${base}${part.fileName}`, media: screen.media });
    for (const css of new Set(closure.flatMap((part) => part.css)))
      if (!initialCss.has(css))
        preloads.push({ kind: 'style', href: `${base}${css}`, media: screen.media });
  }
  // Two screens' closures may share a chunk: one tag per file and condition.
  const seen = new Set<string>();
  return preloads.filter((preload) => {
    const key = `${preload.kind} ${preload.href} ${preload.media ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function preloadTags(
  preloads: readonly Preload[],
  feeds: readonly (string | FeedPreload)[],
): HtmlTagDescriptor[] {
  return [
    ...feeds.map((feed): HtmlTagDescriptor => {
      const {
        href,
        crossorigin = 'use-credentials',
        media,
      } = typeof feed === 'string' ? { href: feed } : feed;
      return {
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin, href, ...(media ? { media } : {}) },
        injectTo: 'head',
      };
    }),
    ...preloads.map(({ kind, href, media }): HtmlTagDescriptor => ({
      tag: 'link',
      // `preload` honours `media` (a stylesheet link would be fetched on every screen); the lazy
      // import then adds the stylesheet, served from the preloaded response.
      attrs:
        kind === 'module'
          ? { rel: 'modulepreload', crossorigin: true, href, ...(media ? { media } : {}) }
          : { rel: 'preload', as: 'style', crossorigin: true, href, ...(media ? { media } : {}) },
      injectTo: 'head',
    })),
  ];
}

export function firstScreenPreloads(options: {
  root: string;
  screens: readonly ScreenChunk[];
  /** The feeds the first screen draws: absolute or same-origin URLs (credentialed), or more. */
  feeds: readonly (string | FeedPreload)[];
}): Plugin {
  let base = '/';
  return {
    name: 'twin-cities-first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks = Object.values(context.bundle)
          .filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
          .map((chunk): ChunkInfo => ({
            fileName: chunk.fileName,
            isEntry: chunk.isEntry,
            facadeModuleId: chunk.facadeModuleId,
            moduleIds: chunk.moduleIds,
            imports: chunk.imports,
            css: [...(chunk.viteMetadata?.importedCss ?? [])],
          }));
        const screens = options.screens.map((screen) => ({
          moduleId: resolve(options.root, screen.module),
          media: screen.media,
        }));
        return preloadTags(planScreenPreloads(chunks, screens, base), options.feeds);
      },
    },
  };
}

/**
 * The feeds the first screen of `/` reads, preloaded from index.html so each starts with the entry
 * script. The app's own first request (after the first paint for all but the cameras and news)
 * takes the preload over.
 */
export function firstScreenFeeds(options: {
  apiBaseUrl: string;
  nwsBaseUrl: string;
  /** The media query of the screens larger than a phone's. */
  largerScreens: string;
}): FeedPreload[] {
  const api = (path: string) => `${options.apiBaseUrl.replace(/\/+$/, '')}${path}`;
  return [
    { href: api('/api/traffic-cams') },
    { href: api('/api/news') },
    { href: api('/api/weather/nws-live') },
    // the desktop's transit section (the phone's compact view has none)
    { href: api('/api/transit/metro-live'), media: options.largerScreens },
    // src/entities/snow-emergency/feed.ts: a declared emergency's notice on every screen (read
    // before `/`'s first render, which draws a notice this answer holds: decision 031)
    { href: api('/api/snow-emergencies') },
    // src/entities/weather-alert/feed.ts: the banner on every screen
    {
      href: `${options.nwsBaseUrl.replace(/\/+$/, '')}/alerts/active?area=MN`,
      crossorigin: 'anonymous',
    },
  ];
}
