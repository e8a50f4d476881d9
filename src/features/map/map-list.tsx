import { Fragment, memo, useId } from 'react';
import {
  MAP_KIND_LIST,
  MAP_KINDS,
  placedOf,
  refOf,
  type MapItemRef,
  type MapItems,
  type MapKind,
  type MapKindItems,
  type MapLayers,
} from '@/kinds/map-kinds';
import { KIND_WORDS, describeItem, itemTitle, markerName } from '@/kinds/kind-words';
import type { Placed } from '@/domain/map-items';
import type { OpenDetails } from '@/components/map/map-item-open';
import { Button } from '@/components/ui/button';
import { useNow } from '@/hooks/use-now';
import { serverNow } from '@/api/server-clock';
import { useT } from '@/state/translator';
import { feedMessage } from './map-feed-status';
import type { MapItemsResult } from '@/kinds/use-map-items';
import '@/i18n/english-later';

/** The detail line: its parts joined by " · ", the feed's words marked as English. */
function Describe({ entry }: { entry: MapItemRef }) {
  return describeItem(entry, serverNow()).map((part, index) => (
    <Fragment key={index}>
      {index ? ' · ' : ''}
      {typeof part === 'string' ? part : <span lang="en">{part.feed}</span>}
    </Fragment>
  ));
}

type Kind = MapKind;
type ItemOf<K extends Kind> = MapKindItems[K];

/** Props are the kind and the (stable) item object, so rows re-render only when their item changes. */
const Row = memo(function Row<K extends Kind>({
  kind,
  item,
  onOpen,
}: {
  kind: K;
  item: ItemOf<K>;
  onOpen: OpenDetails;
}) {
  // Its words come from words/: reading the language re-renders this memoised row in a new one.
  useT();
  const id = useId();
  const entry = refOf(kind, item);
  return (
    <li>
      <Button
        variant="ghost"
        size="row"
        aria-label={markerName(entry)}
        aria-describedby={id}
        className="flex-col items-start"
        onClick={(event) => onOpen(entry, event.currentTarget)}
      >
        <span lang="en" className="text-sm font-medium text-slate-900">
          {itemTitle(entry)}
        </span>
        <span id={id} className="text-sm text-slate-600">
          <Describe entry={entry} />
        </span>
      </Button>
    </li>
  );
});

/** A layer's feed, as the map's status reads it. */
type FeedState = MapItemsResult['feeds'][MapKind];

function Section<K extends Kind>({
  title,
  kind,
  entries,
  feed,
  now,
  onOpen,
}: {
  title: string;
  kind: K;
  entries: Placed<ItemOf<K>>[];
  feed: FeedState;
  now: number;
  onOpen: OpenDetails;
}) {
  const { t } = useT();
  const headingId = useId();
  const message = feedMessage(kind, feed, now);
  // A count only of what the feed said: none while it loads or after it failed with nothing kept.
  const counted = feed.status === 'success' || feed.hasData;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="px-3 text-base font-semibold text-slate-900">
        {title}
        {counted ? (
          <>
            {' '}
            <span className="font-normal text-slate-600">({entries.length})</span>
          </>
        ) : null}
      </h2>
      {message && 'failed' in message ? (
        <p className="mx-3 my-1 w-fit rounded-md bg-red-50 px-2.5 py-1 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {message.failed}
        </p>
      ) : null}
      {entries.length ? (
        <ul className="mt-1 divide-y divide-slate-100">
          {entries.map((entry) => (
            <Row key={entry.item.id} kind={kind} item={entry.item} onOpen={onOpen} />
          ))}
        </ul>
      ) : message ? (
        'loading' in message ? (
          <p className="px-3 py-2 text-sm text-slate-700">{message.loading}</p>
        ) : null
      ) : (
        <p className="px-3 py-2 text-sm text-slate-600">{t('map.list.empty')}</p>
      )}
    </section>
  );
}

/**
 * The list alternative to pointing at markers: the same drawn items, grouped by layer, each with
 * what its feed says (loading, or failed) where the map would say it over its corner.
 */
export const MapList = memo(function MapList({
  items,
  feeds,
  layers,
  onOpen,
}: {
  items: MapItems;
  feeds: MapItemsResult['feeds'];
  layers: MapLayers;
  onOpen: OpenDetails;
}) {
  const { t } = useT();
  // The failures' ages ("positions from 3 min ago"), re-read every 15 s, as on the map.
  const now = useNow(15_000);
  const shown = MAP_KIND_LIST.filter((kind) => layers[MAP_KINDS[kind].layer]).map((kind) => (
    <Section
      key={MAP_KINDS[kind].layer}
      title={KIND_WORDS[kind].layerLabel}
      kind={kind}
      entries={placedOf(items, kind)}
      feed={feeds[kind]}
      now={now}
      onOpen={onOpen}
    />
  ));
  return (
    <div className="h-full overflow-y-auto bg-white py-3">
      {shown.length ? (
        <div className="grid gap-4 md:grid-cols-3">{shown}</div>
      ) : (
        <p className="px-4 text-sm text-slate-700">{t('map.noLayers.list')}</p>
      )}
    </div>
  );
});
