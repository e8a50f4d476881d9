import { kindItems, useKindFeeds, type KindFeeds } from '@/kinds/kind-feeds';
import { mapArea, type MapArea, type Placed } from '@/domain/map-items';
import {
  MAP_KIND_LIST,
  MAP_KINDS,
  placeKind,
  type KindFilters,
  type MapItems,
  type MapKind,
  type MapKindItems,
} from '@/kinds/map-kinds';
import { KIND_DRAWN_AS_OF } from '@/kinds/kind-drawn-as-of';
import { asNewItems } from '@/domain/new-items';
import type { NewsItem, OwnedDomain } from '@/domain/types';
import { useTimeDerived } from '@/hooks/use-now';
import { weakTupleMemo } from '@/lib/weak-tuple-memo';

export type FeedStatus = 'pending' | 'error' | 'success';

export interface MapItemsResult {
  items: MapItems;
  area: MapArea;
  /**
   * Each kind's feed: its status, and whether it has data (a feed whose last refresh failed still
   * has its last good data).
   */
  feeds: Record<MapKind, { status: FeedStatus; hasData: boolean; updatedAt?: number }>;
}

const statusOf = (feed: { pending: boolean; failure: Error | null }): FeedStatus =>
  feed.pending ? 'pending' : feed.failure ? 'error' : 'success';

const feedOf = (feed: {
  pending: boolean;
  failure: Error | null;
  data: unknown;
  updatedAt: number;
}) => ({
  status: statusOf(feed),
  hasData: feed.data !== undefined,
  // Read only for a failed feed: a success re-renders nothing for its time.
  get updatedAt() {
    return feed.updatedAt;
  },
});

const NO_ITEMS: never[] = [];
const NO_FILTER = {};
// Keys that tell the kinds apart in the memo (two kinds may share the same empty list).
const KIND_KEY = Object.fromEntries(MAP_KIND_LIST.map((kind) => [kind, { kind }])) as Record<
  MapKind,
  object
>;

/** A kind's placed items, the same array for the same items, area and filter. */
const placedMemo = weakTupleMemo<Placed<MapKindItems[MapKind]>[]>();
/** The placed items of every kind, the same object for the same arrays. */
const itemsMemo = weakTupleMemo<MapItems>();

/** One object per kind for each `drawnAsOf` text, the memo's key (the last one only is kept). */
const asOfKeys = new Map<MapKind, { text: string; key: object }>();
function asOfKey(kind: MapKind, text: string): object {
  const last = asOfKeys.get(kind);
  if (last?.text === text) return last.key;
  const key = { text };
  asOfKeys.set(kind, { text, key });
  return key;
}

function placeKindOnce<K extends MapKind>(
  kind: K,
  items: readonly MapKindItems[K][],
  area: MapArea,
  filter: ((item: MapKindItems[K]) => boolean) | undefined,
  asOf: string,
): Placed<MapKindItems[K]>[] {
  return placedMemo([KIND_KEY[kind], items, area, filter ?? NO_FILTER, asOfKey(kind, asOf)], () =>
    KIND_DRAWN_AS_OF[kind]
      ? asNewItems(placeKind(kind, items, area, filter))
      : placeKind(kind, items, area, filter),
  ) as Placed<MapKindItems[K]>[];
}

/** Every kind's `KIND_DRAWN_AS_OF` at `now`, one line each ('' for a kind drawn whatever its age). */
function drawnAsOf(feeds: KindFeeds, now: number): string {
  return MAP_KIND_LIST.map((kind) => {
    const ofKind = KIND_DRAWN_AS_OF[kind] as
      ((items: readonly MapKindItems[MapKind][], now: number) => string) | undefined;
    return ofKind?.(kindItems(feeds, kind) ?? NO_ITEMS, now) ?? '';
  }).join('\n');
}

function placeAll(
  feeds: KindFeeds,
  area: MapArea,
  filters: KindFilters,
  asOf: readonly string[],
): MapItems {
  const placed = MAP_KIND_LIST.map((kind, index) =>
    placeKindOnce(
      kind,
      kindItems(feeds, kind) ?? NO_ITEMS,
      area,
      filters[kind] as ((item: MapKindItems[MapKind]) => boolean) | undefined,
      asOf[index] ?? '',
    ),
  );
  return itemsMemo(
    placed,
    () =>
      Object.fromEntries(
        MAP_KIND_LIST.map((kind, index) => [MAP_KINDS[kind].layer, placed[index]]),
      ) as unknown as MapItems,
  );
}

/** One area object per mode and domain values, shared by every map and count that reads it. */
const areas = new Map<string, MapArea>();
/**
 * The area for a mode and a domain's values: the same object for the same values, so a new but
 * equal domain object changes nothing, and a city page's map and its counts place each kind once.
 */
function areaOf(
  mode: 'metro' | 'local',
  county: string | undefined,
  lat: number | undefined,
  lng: number | undefined,
): MapArea {
  const key = JSON.stringify([mode, county, lat, lng]);
  let area = areas.get(key);
  if (!area) {
    const position = lat === undefined || lng === undefined ? null : { lat, lng };
    area = mapArea(mode, county === undefined ? null : { position, county });
    areas.set(key, area);
  }
  return area;
}

/**
 * What the map draws, from every kind's feed. Only `data` and `status` are read, and each layer is
 * memoised on its own feed, so a refresh that brings the same data (structural sharing) gives the
 * same arrays and re-renders no marker.
 */
export function useMapItems({
  mode = 'metro',
  domain,
  newsFilter,
}: {
  mode?: 'metro' | 'local';
  domain?: OwnedDomain | null;
  newsFilter?: (item: NewsItem) => boolean;
}): MapItemsResult {
  const feeds = useKindFeeds();
  // Re-read every 15 s, it re-renders only when a drawn age changes (a vehicle fades, or goes):
  // with NexTrip failing or the link down, the last positions must still age on the map.
  const asOf = useTimeDerived(15_000, (now) => drawnAsOf(feeds, now));
  const centreLat = domain?.position?.lat;
  const centreLng = domain?.position?.lng;
  const county = domain?.county;
  const area = areaOf(mode, county, centreLat, centreLng);
  return {
    items: placeAll(feeds, area, { news: newsFilter }, asOf.split('\n')),
    area,
    feeds: Object.fromEntries(
      MAP_KIND_LIST.map((kind) => [kind, feedOf(feeds[kind])]),
    ) as MapItemsResult['feeds'],
  };
}
