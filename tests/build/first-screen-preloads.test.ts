import { describe, expect, test } from 'vitest';
import {
  firstScreenFeeds,
  planScreenPreloads,
  preloadTags,
  type ChunkInfo,
} from '@/build/first-screen-preloads';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  ...more,
});

const CHUNKS: ChunkInfo[] = [
  chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
  }),
  chunk('assets/react.js'),
  chunk('assets/phone.js', {
    facadeModuleId: '/app/src/phone.tsx',
    imports: ['assets/react.js', 'assets/shared.js'],
    css: ['assets/phone.css'],
  }),
  chunk('assets/desktop.js', {
    facadeModuleId: '/app/src/desktop.tsx',
    imports: ['assets/shared.js'],
  }),
  chunk('assets/shared.js', { imports: ['assets/react.js'], css: ['assets/index.css'] }),
];

const PHONE = { moduleId: '/app/src/phone.tsx', media: '(max-width: 767.98px)' };
const DESKTOP = { moduleId: '/app/src/desktop.tsx', media: '(min-width: 768px)' };

describe('planScreenPreloads', () => {
  test('each screen gets its chunk and what it imports beyond the entry, with its media', () => {
    expect(planScreenPreloads(CHUNKS, [PHONE, DESKTOP])).toEqual([
      { kind: 'module', href: '/assets/phone.js', media: PHONE.media },
      { kind: 'module', href: '/assets/shared.js', media: PHONE.media },
      { kind: 'style', href: '/assets/phone.css', media: PHONE.media },
      { kind: 'module', href: '/assets/desktop.js', media: DESKTOP.media },
      { kind: 'module', href: '/assets/shared.js', media: DESKTOP.media },
    ]);
  });

  test('honours the base path', () => {
    expect(planScreenPreloads(CHUNKS, [DESKTOP], '/live/')[0]?.href).toBe(
      '/live/assets/desktop.js',
    );
  });

  test('a module with no chunk (a renamed file) is an error, not a silently missing preload', () => {
    expect(() =>
      planScreenPreloads(CHUNKS, [{ moduleId: '/app/src/gone.tsx', media: 'all' }]),
    ).toThrow(/no chunk for \/app\/src\/gone\.tsx/);
  });

  test('a build without an entry is an error', () => {
    expect(() => planScreenPreloads(CHUNKS.slice(1), [PHONE])).toThrow(/no entry chunk/);
  });

  test('a module for every screen has no media; a chunk two entries share is preloaded once', () => {
    expect(
      planScreenPreloads(CHUNKS, [
        { moduleId: '/app/src/desktop.tsx' },
        { moduleId: '/app/src/desktop.tsx' },
      ]),
    ).toEqual([
      { kind: 'module', href: '/assets/desktop.js', media: undefined },
      { kind: 'module', href: '/assets/shared.js', media: undefined },
    ]);
  });

  test('import cycles end', () => {
    const cyclic = [
      chunk('assets/index.js', { isEntry: true }),
      chunk('assets/a.js', { facadeModuleId: '/a.tsx', imports: ['assets/b.js'] }),
      chunk('assets/b.js', { imports: ['assets/a.js'] }),
    ];
    expect(planScreenPreloads(cyclic, [{ moduleId: '/a.tsx', media: 'all' }])).toHaveLength(2);
  });
});

describe('preloadTags', () => {
  test('feeds as credentialed fetches; modules as modulepreload; CSS as a media-aware preload', () => {
    const tags = preloadTags(
      [
        { kind: 'module', href: '/assets/phone.js', media: PHONE.media },
        { kind: 'style', href: '/assets/phone.css', media: PHONE.media },
      ],
      ['/api/news'],
    );
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href: '/api/news' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/phone.js', media: PHONE.media },
      {
        rel: 'preload',
        as: 'style',
        crossorigin: true,
        href: '/assets/phone.css',
        media: PHONE.media,
      },
    ]);
    expect(tags.every((tag) => tag.tag === 'link' && tag.injectTo === 'head')).toBe(true);
  });

  test('a preload for every screen carries no media attribute', () => {
    const tags = preloadTags([{ kind: 'module', href: '/assets/keep.js' }], []);
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/keep.js' },
    ]);
  });
});

describe('firstScreenFeeds', () => {
  test("the first screen's feeds on the configured bases; transit on larger screens only", () => {
    const feeds = firstScreenFeeds({
      apiBaseUrl: 'https://api.example/',
      nwsBaseUrl: 'https://nws.example//',
      largerScreens: '(min-width: 768px)',
    });
    expect(feeds).toEqual([
      { href: 'https://api.example/api/traffic-cams' },
      { href: 'https://api.example/api/news' },
      { href: 'https://api.example/api/weather/nws-live' },
      { href: 'https://api.example/api/transit/metro-live', media: '(min-width: 768px)' },
      { href: 'https://api.example/api/snow-emergencies' },
      { href: 'https://nws.example/alerts/active?area=MN', crossorigin: 'anonymous' },
    ]);
  });

  test('an empty API base asks the same origin', () => {
    const [cameras] = firstScreenFeeds({ apiBaseUrl: '', nwsBaseUrl: 'x', largerScreens: 'y' });
    expect(cameras).toEqual({ href: '/api/traffic-cams' });
  });
});
