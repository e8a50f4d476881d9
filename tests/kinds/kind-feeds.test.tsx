import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, test } from 'vitest';
import { camerasFeed } from '@/entities/camera/feed';
import {
  KIND_FEEDS,
  kindItems,
  MAP_KIND_FEEDS,
  useKindFeeds,
  type KindFeeds,
} from '@/kinds/kind-feeds';
import { newsFeed } from '@/entities/news/feed';
import { FALLBACK_STATIONS, weatherStationsFeed } from '@/entities/weather-station/feed';
import { REFRESH_MS } from '@/domain/constants';
import { MAP_KIND_LIST } from '@/kinds/map-kinds';
import { kindWords } from '@/kinds/kind-words';
import { NEXTRIP_POLL_MS, transitPointsFeed } from '@/entities/transit/feed';
import { renderWithApp } from '../render';

describe('the table of kind feeds', () => {
  test('names each kind’s feed', () => {
    expect(Object.keys(KIND_FEEDS)).toEqual(MAP_KIND_LIST);
    expect(KIND_FEEDS.camera.feed).toBe(camerasFeed);
    expect(KIND_FEEDS.weather.feed).toBe(weatherStationsFeed);
    expect(KIND_FEEDS.news.feed).toBe(newsFeed);
    expect(KIND_FEEDS.transit.feed).toBe(transitPointsFeed);
  });

  test('the feeds a map page polls: every kind’s, in draw order, none twice', () => {
    expect(MAP_KIND_FEEDS).toEqual([camerasFeed, weatherStationsFeed, newsFeed, transitPointsFeed]);
    expect(new Set(MAP_KIND_FEEDS).size).toBe(MAP_KIND_LIST.length);
  });

  test('a kind with fallback data is the kind the map never waits on (no loading words)', () => {
    for (const kind of MAP_KIND_LIST) {
      expect(KIND_FEEDS[kind].fallback === undefined).toBe(kindWords(kind).feed !== null);
    }
  });

  test('a kind’s items are its data, else its fallback, else none', () => {
    const feeds = { camera: { data: undefined }, weather: { data: undefined }, news: { data: [] } };
    const asFeeds = feeds as unknown as KindFeeds;
    expect(kindItems(asFeeds, 'camera')).toBeUndefined();
    expect(kindItems(asFeeds, 'weather')).toBe(FALLBACK_STATIONS);
    expect(kindItems(asFeeds, 'news')).toBe(feeds.news.data);
  });
});

function Counts() {
  const feeds = useKindFeeds();
  return (
    <p>{MAP_KIND_LIST.map((kind) => `${kind} ${feeds[kind].data?.length ?? 'none'}`).join(', ')}</p>
  );
}

describe('useKindFeeds', () => {
  test('reads every kind’s feed, each with its interval, and polls none', async () => {
    function Intervals() {
      const feeds = useKindFeeds();
      return <p>{MAP_KIND_LIST.map((kind) => feeds[kind].intervalMs).join(' ')}</p>;
    }
    const { client } = renderWithApp(
      <>
        <Intervals />
        <Counts />
      </>,
    );
    await screen.findByText(/^camera \d+, weather \d+, news \d+, transit \w+$/);
    screen.getByText(
      [REFRESH_MS.trafficCams, REFRESH_MS.nwsStation, REFRESH_MS.news, NEXTRIP_POLL_MS].join(' '),
    );
    const observers = client
      .getQueryCache()
      .find({ queryKey: camerasFeed.query().queryKey })!.observers;
    expect(observers.every((observer) => observer.options.refetchInterval === false)).toBe(true);
  });

  test('a reader of data only is not re-rendered by a refresh that brings the same data', async () => {
    let commits = 0;
    const { client } = renderWithApp(
      <Profiler id="counts" onRender={() => (commits += 1)}>
        <Counts />
      </Profiler>,
    );
    await screen.findByText(/^camera \d+, weather \d+, news \d+, transit \w+$/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const before = commits;
    const key = camerasFeed.query().queryKey;
    const updatedAt = client.getQueryState(key)!.dataUpdatedAt;
    await act(() => client.refetchQueries({ queryKey: key }));
    await act(() => client.refetchQueries({ queryKey: newsFeed.query().queryKey }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(client.getQueryState(key)!.dataUpdatedAt).toBeGreaterThan(updatedAt);
    expect(commits).toBe(before);
  });
});
