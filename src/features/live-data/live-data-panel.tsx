import { useId, useMemo, useState, type ReactNode } from 'react';
import { KIND_FEEDS, useKindFeeds } from '@/kinds/kind-feeds';
import { FeedFreshnessOf } from '@/components/feed-freshness';
import { KIND_ICON } from '@/kinds/kind-icons';
import { serverNow } from '@/api/server-clock';
import { useNow } from '@/hooks/use-now';
import { liveSummary } from '@/words/live-stats';
import {
  MAP_KIND_LIST,
  MAP_KINDS,
  placedOf,
  type LiveFeedState,
  type MapItems,
  type MapKind,
  type MapKindItems,
  type MapLayers,
} from '@/kinds/map-kinds';
import { countWords, kindWords } from '@/kinds/kind-words';
import { KIND_LIVE_WORDS } from '@/kinds/kind-live-words';
import { countText } from '@/kinds/layer-count-text';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

interface StatProps {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  hidden: boolean;
  freshness: ReactNode;
}

function Stat({ icon, label, value, detail, hidden, freshness }: StatProps) {
  const { t } = useT();
  return (
    <div className="py-3 pl-8">
      <dt className="relative text-sm text-slate-700">
        <span aria-hidden="true" className="absolute top-0.5 -left-8 text-blue-700">
          {icon}
        </span>
        {label}
        {hidden ? <span className="ml-1 text-slate-600">{t('map.live.hidden')}</span> : null}
      </dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-sm text-slate-700">{detail}</dd>
      <dd>{freshness}</dd>
    </div>
  );
}

/** 'pending' before the first answer, 'error' when the feed failed with no data, else 'ready'. */
function state(feed: { pending: boolean; failure: Error | null; data: unknown }): LiveFeedState {
  if (feed.pending) return 'pending';
  return feed.failure && feed.data === undefined ? 'error' : 'ready';
}

/**
 * A kind's count: '…' while a feed the map waits on loads, '–' when it failed with nothing drawn
 * (the layer switches' rule, decision 041).
 */
function countValue(kind: MapKind, count: number, feed: LiveFeedState): ReactNode {
  if (!kindWords(kind).feed) return count;
  const answered = feed === 'ready' || (feed === 'error' && count > 0);
  return countText(answered ? count : null, feed === 'error');
}

/** A sentence's words without its figures. */
const wordsOf = (sentence: string) => sentence.replace(/\d+/g, '#');

/** Each kind's items as the map places them, without their points. */
function placedItemsOf(items: MapItems) {
  return Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [kind, placedOf(items, kind).map(({ item }) => item)]),
  ) as { [K in MapKind]: MapKindItems[K][] };
}

/** Live counts of what the map draws, with each feed's last update. */
export function LiveDataPanel({ items, layers }: { items: MapItems; layers: MapLayers }) {
  const { t } = useT();
  const headingId = useId();
  // Each feed's state, not its update time: each freshness line reads that itself, so a refresh
  // that brings the same data re-renders those lines, not the panel.
  const feeds = useKindFeeds();
  const states = Object.fromEntries(
    MAP_KIND_LIST.map((kind) => [kind, state(feeds[kind])]),
  ) as Record<MapKind, LiveFeedState>;
  // Re-read each minute: a station's reading turns 2 hours old on the server's clock.
  const now = serverNow(useNow(60_000));
  // Once per answer, not at each minute's re-render: both the rows and the summary read these.
  const placedItems = useMemo(() => placedItemsOf(items), [items]);
  // One row per map kind, in the map's order.
  const rows = MAP_KIND_LIST.map((kind) => {
    const placed = placedItems[kind];
    const live = KIND_LIVE_WORDS[kind];
    const Icon = KIND_ICON[kind];
    const detail = live.detail as (
      items: readonly MapKindItems[MapKind][],
      feed: LiveFeedState,
      serverNow: number,
    ) => string;
    return (
      <Stat
        key={kind}
        icon={<Icon className="size-5" />}
        label={live.label()}
        value={countValue(kind, placed.length, states[kind])}
        detail={detail(placed, states[kind], now)}
        hidden={!layers[MAP_KINDS[kind].layer]}
        freshness={<FeedFreshnessOf feed={KIND_FEEDS[kind].feed} />}
      />
    );
  });
  // Said to screen readers: what the rows count, for the layers on the map whose feeds answered;
  // nothing until every feed the map waits on has. Said again when its words change (a layer shown
  // or hidden, a kind's first points, the language), not when only its figures do: moving trains
  // changed them about every minute.
  const waiting = MAP_KIND_LIST.some((kind) => kindWords(kind).feed && states[kind] === 'pending');
  const summary = waiting
    ? ''
    : liveSummary(
        MAP_KIND_LIST.filter(
          (kind) => layers[MAP_KINDS[kind].layer] && states[kind] !== 'error',
        ).map((kind) => countWords(kind, placedItems[kind])),
      );
  const [said, setSaid] = useState(summary);
  if (wordsOf(summary) !== wordsOf(said)) setSaid(summary);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('map.live.title')}
      </h2>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <dl className="divide-y divide-slate-100">{rows}</dl>
    </section>
  );
}
