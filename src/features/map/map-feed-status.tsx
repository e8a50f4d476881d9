import { FEED_MESSAGES } from '@/domain/labels';
import type { MapLayers } from '@/domain/map-url-state';
import type { MapItemsResult } from './use-map-items';

/**
 * What the map says of its feeds, over its bottom-left corner: "Loading traffic cameras and news…"
 * while they load, and each feed's failure (with or without its last data) for the layers shown.
 */
export function MapFeedStatus({ feeds, layers }: { feeds: MapItemsResult; layers: MapLayers }) {
  const loading = [
    feeds.cameraStatus === 'pending' && layers.cameras && 'traffic cameras',
    feeds.newsStatus === 'pending' && layers.news && 'news',
  ].filter(Boolean);
  const failed: string[] = [];
  if (feeds.cameraStatus === 'error' && layers.cameras)
    failed.push(
      feeds.hasCameraData ? FEED_MESSAGES.cameras.refreshFailed : FEED_MESSAGES.cameras.unavailable,
    );
  if (feeds.newsStatus === 'error' && layers.news)
    failed.push(
      feeds.hasNewsData ? FEED_MESSAGES.news.refreshFailed : FEED_MESSAGES.news.unavailable,
    );
  return (
    <div
      role="status"
      className="pointer-events-none absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-col gap-1"
    >
      {loading.length ? (
        <span className="w-fit rounded-md bg-white/95 px-2.5 py-1 text-sm text-slate-800 shadow">
          Loading {loading.join(' and ')}…
        </span>
      ) : null}
      {failed.map((message) => (
        <span
          key={message}
          className="w-fit rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-900 shadow ring-1 ring-red-200"
        >
          {message}
        </span>
      ))}
    </div>
  );
}
