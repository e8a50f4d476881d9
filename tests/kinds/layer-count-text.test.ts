import { expect, test } from 'vitest';
import { countText, layerCountTexts } from '@/kinds/layer-count-text';
import type { MapItems } from '@/kinds/map-kinds';
import type { FeedStatus, MapItemsResult } from '@/kinds/use-map-items';
import { aCamera, aStory, at } from '../domain/map-item-fixtures';
import { itemsOf } from '../support/map-kinds';

const feed = (status: FeedStatus, hasData: boolean) => ({ status, hasData });
const feedsOf = (feeds: Partial<MapItemsResult['feeds']>): MapItemsResult['feeds'] => ({
  camera: feed('success', true),
  weather: feed('success', true),
  news: feed('success', true),
  transit: feed('success', true),
  ...feeds,
});

test('a count is its number once its feed answered, even 0', () => {
  expect(countText(0, false)).toBe('0');
  expect(countText(12, true)).toBe('12');
});

test('no answer yet: "…" while loading, "–" once it failed; never a 0', () => {
  expect(countText(null, false)).toBe('…');
  expect(countText(null, true)).toBe('–');
});

test("each layer's count follows its own feed", () => {
  const items: MapItems = itemsOf({
    cameras: [{ item: aCamera, point: at }],
    news: [{ item: aStory, point: at }],
  });
  const feeds = feedsOf({
    weather: feed('pending', false),
    transit: feed('error', false),
  });
  expect(layerCountTexts(items, feeds)).toEqual({
    cameras: '1',
    weather: '…',
    news: '1',
    transit: '–',
  });
});

test('a refresh that fails or is under way keeps the count of the data kept', () => {
  const items = itemsOf({ cameras: [{ item: aCamera, point: at }] });
  for (const status of ['error', 'pending'] as const) {
    expect(layerCountTexts(items, feedsOf({ camera: feed(status, true) })).cameras).toBe('1');
  }
});
