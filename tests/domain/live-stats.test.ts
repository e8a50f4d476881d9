import { describe, expect, test } from 'vitest';
import { liveStats } from '@/domain/live-stats';
import type { MapItems } from '@/kinds/map-kinds';
import type { NewsItem } from '@/domain/types';
import { cam, station } from './fixtures';
import { itemsOf } from '../support/map-kinds';

describe('live stats', () => {
  const news = (impact: NewsItem['impact']) => ({
    item: { impact } as NewsItem,
    point: { lat: 45, lng: -93 },
  });
  const items: MapItems = itemsOf({
    cameras: [
      { item: cam('a', 'A', 45, -93), point: { lat: 45, lng: -93 } },
      { item: cam('b', 'B', 45, -93, 'inactive'), point: { lat: 45, lng: -93 } },
    ],
    weather: [
      { item: station(10, false), point: { lat: 45, lng: -93 } },
      { item: station(15, false), point: { lat: 45, lng: -93 } },
      { item: station(22, true), point: { lat: 45, lng: -93 } },
    ],
    news: [news('high'), news('low'), news('high')],
  });
  test('counts what the map draws; the average leaves fallbacks out', () => {
    expect(liveStats(items)).toEqual({
      cameras: 2,
      activeCameras: 1,
      stations: 3,
      averageTemperatureF: 13,
      news: 3,
      highImpactNews: 2,
    });
  });
  test('no measured temperature gives no average', () => {
    expect(
      liveStats({ ...items, weather: [{ item: station(22, true), point: { lat: 45, lng: -93 } }] })
        .averageTemperatureF,
    ).toBeNull();
  });
});
