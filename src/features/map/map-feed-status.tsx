import { MAP_KIND_LIST, MAP_KINDS, type MapLayers } from '@/kinds/map-kinds';
import { kindWords } from '@/kinds/kind-words';
import { useNow } from '@/hooks/use-now';
import type { Translate } from '@/i18n/translate';
import { useT } from '@/state/translator';
import type { MapItemsResult } from './use-map-items';

/** One feed's loading line, or one line for all of them ("Loading traffic cameras and news…"). */
function loadingLine(t: Translate, loading: readonly (() => string)[]): string {
  if (loading.length === 0) return '';
  return loading.length === 1 ? loading[0]!() : t('map.feed.loadingAll');
}

/**
 * What the map says of its feeds, over its bottom-left corner: "Loading traffic cameras and news…"
 * while they load, and each feed's failure (with or without its last data) for the layers shown.
 */
export function MapFeedStatus({ feeds, layers }: { feeds: MapItemsResult; layers: MapLayers }) {
  const { t } = useT();
  // The failures' ages ("positions from 3 min ago"), re-read every 15 s.
  const now = useNow(15_000);
  const loading: (() => string)[] = [];
  const failed: string[] = [];
  for (const kind of MAP_KIND_LIST) {
    const words = kindWords(kind).feed;
    const feed = feeds.feeds[kind];
    if (!words || !layers[MAP_KINDS[kind].layer]) continue;
    if (feed.status === 'pending') loading.push(words.loading);
    if (feed.status === 'error')
      failed.push(
        !feed.hasData
          ? words.messages.unavailable
          : ((feed.updatedAt ? words.failedWithAge?.(feed.updatedAt, now) : undefined) ??
              words.messages.refreshFailed),
      );
  }
  return (
    <div
      role="status"
      className="pointer-events-none absolute bottom-3 left-3 flex max-w-[calc(100%-1.5rem)] flex-col gap-1"
    >
      {loading.length ? (
        <span className="w-fit rounded-md bg-white/95 px-2.5 py-1 text-sm text-slate-800 shadow">
          {loadingLine(t, loading)}
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
