import { describe, expect, test } from 'vitest';
import { NWS_STATIONS } from '@/domain/constants';
import {
  ALL,
  effectiveFilter,
  filterOptions,
  localNews,
  matchesNewsFilter,
  nearDomain,
  newsCategories,
  newsTags,
  NO_NEWS_FILTER,
  selectNews,
} from '@/domain/news-selection';
import { localCounts } from '../support/local-counts';
import type { NewsItem } from '@/domain/types';
import { domain, edina, stillwater } from './fixtures';

const kmPerDegLat = 111.195;
const edinaCentre = { lat: 44.8956, lng: -93.3547 };
const north = (km: number) => ({ lat: edinaCentre.lat + km / kmPerDegLat, lng: edinaCentre.lng });

function story(partial: Partial<NewsItem> & { id: string }): NewsItem {
  return {
    title: `Story ${partial.id}`,
    description: '',
    category: 'Community',
    impact: 'low',
    source: '',
    publishedAt: '2025-01-10T12:00:00Z',
    url: null,
    tags: [],
    position: edinaCentre,
    county: 'Hennepin',
    ...partial,
  };
}

describe('localNews (25 km, or same county without coordinates)', () => {
  test('keeps stories within 25 km and drops those just beyond', () => {
    const items = [
      story({ id: 'in', position: north(24.9) }),
      story({ id: 'out', position: north(25.1) }),
    ];
    expect(localNews(items, edina).map((s) => s.id)).toEqual(['in']);
  });
  test('a story without coordinates is local only in the domain county', () => {
    const items = [
      story({ id: 'hennepin', position: null, county: 'Hennepin' }),
      story({ id: 'ramsey', position: null, county: 'Ramsey' }),
      story({ id: 'blank', position: null, county: '' }),
    ];
    expect(localNews(items, edina).map((s) => s.id)).toEqual(['hennepin']);
  });
  test('a same-county story with coordinates far away is not local', () => {
    expect(localNews([story({ id: 'far', position: north(40) })], edina)).toEqual([]);
  });
  test('a domain without coordinates keeps only same-county stories without coordinates', () => {
    const noCentre = domain({ domain: 'x.news', city: 'X', county: 'Hennepin' });
    const items = [story({ id: 'a' }), story({ id: 'b', position: null })];
    expect(localNews(items, noCentre).map((s) => s.id)).toEqual(['b']);
  });
});

describe('matchesNewsFilter', () => {
  const item = story({ id: '1', category: 'Traffic', tags: ['road work', 'I-94'] });
  test.each([
    [{ category: ALL, tag: ALL }, true],
    [{ category: 'Traffic', tag: ALL }, true],
    [{ category: 'traffic', tag: ALL }, true],
    [{ category: 'Weather', tag: ALL }, false],
    [{ category: ALL, tag: 'I-94' }, true],
    [{ category: ALL, tag: 'i-94' }, true],
    [{ category: ALL, tag: 'snow' }, false],
    [{ category: 'Traffic', tag: 'road work' }, true],
    [{ category: 'Weather', tag: 'road work' }, false],
  ])('%j → %s', (filter, expected) => expect(matchesNewsFilter(item, filter)).toBe(expected));
  test('a story without tags matches only "all" tags', () => {
    const bare = story({ id: '2' });
    expect(matchesNewsFilter(bare, NO_NEWS_FILTER)).toBe(true);
    expect(matchesNewsFilter(bare, { category: ALL, tag: 'snow' })).toBe(false);
  });
});

describe('selectNews: local, filtered, newest first, capped', () => {
  const items = Array.from({ length: 9 }, (_, i) =>
    story({
      id: `s${i}`,
      category: i % 2 === 0 ? 'Traffic' : 'Weather',
      tags: i % 3 === 0 ? ['snow'] : [],
      publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    }),
  );
  const far = story({ id: 'far', position: north(60), publishedAt: '2026-01-01T00:00:00Z' });

  test('at most 5 for the domain page, newest first, never a far story', () => {
    expect(selectNews([...items, far], edina, NO_NEWS_FILTER, 5).map((s) => s.id)).toEqual([
      's8',
      's7',
      's6',
      's5',
      's4',
    ]);
  });
  test('at most 8 for the city host', () => {
    expect(selectNews(items, edina, NO_NEWS_FILTER, 8)).toHaveLength(8);
  });
  test('category and tag filters combine', () => {
    expect(
      selectNews(items, edina, { category: 'Traffic', tag: 'snow' }, 5).map((s) => s.id),
    ).toEqual(['s6', 's0']);
  });
  test('no match gives an empty list', () => {
    expect(selectNews(items, edina, { category: 'Sports', tag: ALL }, 5)).toEqual([]);
    expect(selectNews([], edina, NO_NEWS_FILTER, 5)).toEqual([]);
  });
});

describe('filter options', () => {
  const items = [
    story({ id: '1', category: 'Traffic', tags: ['snow', 'I-94'] }),
    story({ id: '2', category: 'traffic', tags: ['Snow', ''] }),
    story({ id: '3', category: 'Community', tags: [] }),
    story({ id: '4', category: 'All', tags: ['all'] }),
  ];
  test('categories are distinct A–Z (case-insensitive), never "all"', () => {
    expect(newsCategories(items)).toEqual(['Community', 'Traffic']);
  });
  test('tags are distinct A–Z, blanks and "all" left out', () => {
    expect(newsTags(items)).toEqual(['I-94', 'snow']);
    expect(newsTags([story({ id: 'x' })])).toEqual([]);
  });
  test('"All Categories" (value all) comes first; the feed\'s values are marked English', () => {
    expect(filterOptions(['Traffic'], 'Todas las categorías')).toEqual([
      { value: 'all', label: 'Todas las categorías' },
      { value: 'Traffic', label: 'Traffic', lang: 'en' },
    ]);
  });
  test('a category or tag that left the feed falls back to all', () => {
    expect(effectiveFilter({ category: 'Sports', tag: 'snow' }, ['Traffic'], ['snow'])).toEqual({
      category: ALL,
      tag: 'snow',
    });
    expect(effectiveFilter({ category: 'traffic', tag: 'gone' }, ['Traffic'], [])).toEqual({
      category: 'traffic',
      tag: ALL,
    });
  });
});

describe('local counts (the same selection the map draws)', () => {
  const stations = NWS_STATIONS.map((s) => ({ position: { lat: s.lat, lng: s.lng } }));
  const cameras = [
    { position: north(5) },
    { position: north(24) },
    { position: north(26) },
    { position: null },
  ];
  const news = [
    story({ id: 'a', category: 'Traffic' }),
    story({ id: 'b', category: 'Weather' }),
    story({ id: 'c', position: null }),
    story({ id: 'd', position: north(80) }),
  ];
  test('Edina: cameras and stations within 25 km, every local story, and the shown ones', () => {
    expect(
      localCounts(edina, { cameras, stations, news }, { category: 'Traffic', tag: ALL }),
    ).toEqual({
      cameras: 2,
      // KMSP, KSTP, KFCM and KMIC are within 25 km of Edina; Anoka County (KANE) is not.
      stations: 4,
      stories: 3,
      storiesShown: 1,
    });
  });
  test('Stillwater has only Saint Paul Downtown within 25 km', () => {
    expect(localCounts(stillwater, { cameras, stations, news: [] }, NO_NEWS_FILTER)).toEqual({
      cameras: 0,
      stations: 1,
      stories: 0,
      storiesShown: 0,
    });
  });
  test('a domain without coordinates has no cameras or stations nearby', () => {
    const noCentre = domain({ domain: 'x.news', city: 'X' });
    expect(nearDomain(cameras, noCentre)).toEqual([]);
  });
});
