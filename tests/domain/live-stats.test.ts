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
    expect(liveStats(items, Date.now())).toEqual({
      cameras: 2,
      activeCameras: 1,
      stations: 3,
      averageTemperatureF: 13,
      news: 3,
      highImpactNews: 2,
    });
  });
  test('a reading over 2 hours old, or of no known time, is left out of the average', () => {
    const old = {
      ...station(40, false),
      observedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    };
    const timeless = { ...station(50, false), observedAt: '' };
    const weather = [station(10, false), old, timeless].map((item) => ({
      item,
      point: { lat: 45, lng: -93 },
    }));
    expect(liveStats({ ...items, weather }, Date.now()).averageTemperatureF).toBe(10);
  });
  test('no measured temperature gives no average', () => {
    expect(
      liveStats(
        { ...items, weather: [{ item: station(22, true), point: { lat: 45, lng: -93 } }] },
        Date.now(),
      ).averageTemperatureF,
    ).toBeNull();
  });
});
