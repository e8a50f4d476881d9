import { MAP_KIND_LIST, MAP_KINDS, type MapKind, type MapLayers } from '@/kinds/map-kinds';
import { kindWords } from '@/kinds/kind-words';
import { useNow } from '@/hooks/use-now';
import { useT } from '@/state/translator';
import type { MapItemsResult } from '@/kinds/use-map-items';

type FeedState = MapItemsResult['feeds'][MapKind];

/**
 * What a shown layer's feed says beside its points: its loading words while it loads, its failure
 * (with the age of the data kept, or that there is none) when its last request failed, else null.
 */
export function feedMessage(
  kind: MapKind,
  feed: FeedState,
  now: number,
): { loading: string } | { failed: string; said: string } | null {
  const words = kindWords(kind).feed;
  if (!words) return null;
  if (feed.status === 'pending') return { loading: words.loading() };
  if (feed.status !== 'error') return null;
  if (!feed.hasData)
    return { failed: words.messages.unavailable, said: words.messages.unavailable };
  return {
    failed:
      (feed.updatedAt ? words.failedWithAge?.(feed.updatedAt, now) : undefined) ??
      words.messages.refreshFailed,
    // What a screen reader is told: the words without the age, which changes every minute.
    said: words.messages.refreshFailed,
  };
}

/**
 * What the map says of its feeds, over its bottom-left corner, for the layers shown: what is still
 * loading ("Loading traffic cameras and news…", "Loading transit…"), and each feed's
 * failure (with or without its last data).
 */
export function MapFeedStatus({ feeds, layers }: { feeds: MapItemsResult; layers: MapLayers }) {
  const { t } = useT();
  // The failures' ages ("positions from 3 min ago"), re-read every 15 s.
  const now = useNow(15_000);
  const loading = new Map<MapKind, string>();
  const failed: { kind: MapKind; text: string; said: string }[] = [];
  for (const kind of MAP_KIND_LIST) {
    if (!layers[MAP_KINDS[kind].layer]) continue;
    const message = feedMessage(kind, feeds.feeds[kind], now);
    if (message && 'loading' in message) loading.set(kind, message.loading);
    if (message && 'failed' in message)
      failed.push({ kind, text: message.failed, said: message.said });
  }
  // Cameras and news loading together say so in one line; every other feed loading names itself.
  if (loading.has('camera') && loading.has('news')) {
    loading.delete('camera');
    loading.set('news', t('map.feed.loadingAll'));
  }
  return (
    <div
      role="status"
      className="pointer-events-none absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-col gap-1"
    >
      {[...loading].map(([kind, line]) => (
        <span
          key={kind}
          className="w-fit rounded-md bg-white/95 px-2.5 py-1 text-sm text-slate-800 shadow"
        >
          {line}
        </span>
      ))}
      {failed.map(({ kind, text, said }) => (
        <span
          key={kind}
          className="w-fit rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-900 shadow ring-1 ring-red-200"
        >
          {text === said ? (
            text
          ) : (
            // A screen reader is told the words the clock does not change, once, not the age
            // ("positions from 3 min ago") again every minute.
            <>
              <span aria-hidden="true">{text}</span>
              <span className="sr-only">{said}</span>
            </>
          )}
        </span>
      ))}
    </div>
  );
}
