/** `GET /api/news` (every 60 s): a list of stories. */
import { REFRESH_MS } from '@/domain/constants';
import { toImpact } from '@/domain/impact';
import { safeExternalUrl } from '@/domain/safe-url';
import type { NewsItem } from '@/domain/types';
import { expectList, parseItems, parseItemsInSlices } from '@/api/answer-shape';
import { latLng, text, textList, type Fields } from '@/api/fields';
import { polledQuery } from '@/api/feeds/define';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { defineFeed } from '@/api/feeds/feed';
import { useFeed } from '@/api/feeds/read';

export function parseNewsItem(fields: Fields): NewsItem | null {
  const id = text(fields.id);
  const title = text(fields.title);
  if (!id || !title) return null;
  return {
    id,
    title,
    description: text(fields.description),
    category: text(fields.category, 'General') || 'General',
    impact: toImpact(fields.impact),
    source: text(fields.source),
    publishedAt: text(fields.publishedAt),
    url: safeExternalUrl(fields.url),
    tags: textList(fields.tags),
    position: latLng(fields.latitude, fields.longitude),
    county: text(fields.county),
  };
}

export const parseNews = (payload: unknown): NewsItem[] =>
  parseItems('news', expectList(payload), parseNewsItem);

/** `parseNews` in slices, pausing between them. */
export const parseNewsInSlices = async (
  payload: unknown,
  options: { pause: () => Promise<void>; sliceSize: number },
): Promise<NewsItem[]> => parseItemsInSlices('news', expectList(payload), parseNewsItem, options);

// Few stories (~40), but their first parse runs cold, before the engine has compiled it: one task
// of 11-26 ms in desktop Chromium here, so ~4x that (a long task) on Lighthouse's mid-range phone.
// Ten at a time keeps each slice short.
const parseBetweenFrames = (payload: unknown) =>
  parseNewsInSlices(payload, { pause: yieldToBrowser, sliceSize: 10 });

export const newsQuery = () => polledQuery('/api/news', REFRESH_MS.news, parseBetweenFrames);

export const newsFeed = defineFeed(newsQuery);

export const useNews = () => useFeed(newsFeed);
