import type { AnyFeed } from '@/api/feeds/polling';
import { useFeed } from '@/api/feeds/read';
import { isStale } from '@/domain/freshness';
import { freshnessLabel } from '@/words/freshness';
import { offlineFreshnessLabel } from '@/words/offline';
import { useTimeDerived } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { useT } from '@/state/translator';

export interface FeedFreshnessProps {
  /** When the data was read (ms since the epoch), 0 before the first. */
  updatedAt: number;
  /** The feed's refresh interval, ms. */
  intervalMs: number;
  /** The last refresh failed (the data shown is the last good one). */
  failed?: boolean;
  /** Who read the data ("National Weather Service"), when the server says. */
  source?: string;
  /** Light pages, or the phone's dark view. */
  tone?: 'light' | 'dark';
  className?: string;
}

const TONES = {
  light: {
    line: 'text-slate-600',
    stale: 'bg-amber-100 text-amber-900 ring-1 ring-amber-300',
    failed: 'text-amber-900',
    failedText: 'app.freshness.refreshFailedLong',
  },
  dark: {
    line: 'text-slate-300',
    stale: 'bg-amber-300 text-amber-950',
    failed: 'text-amber-200',
    failedText: 'app.freshness.refreshFailedShort',
  },
} as const;

/**
 * "Updated 2 min ago" (or "National Weather Service · read 2 min ago"), plus a "Stale" badge once
 * the data is older than twice its interval. Offline, the data shown is the last known, and it says
 * so with its time: "Last updated 7:42 AM · offline". Re-renders only when its text changes.
 */
export function FeedFreshness({
  updatedAt,
  intervalMs,
  failed = false,
  source = '',
  tone = 'light',
  className,
}: FeedFreshnessProps) {
  const { t } = useT();
  const label = useTimeDerived(15_000, (now) =>
    freshnessLabel(updatedAt, Math.max(now, updatedAt), source),
  );
  const stale = useTimeDerived(15_000, (now) => isStale(updatedAt, now, intervalMs));
  const online = useOnline();
  // Only offline is there a label to keep current (its weekday turns at midnight).
  const offlineLabel = useTimeDerived(60_000, (now) =>
    online ? '' : offlineFreshnessLabel(updatedAt, now),
  );
  const look = TONES[tone];
  if (!online && offlineLabel) {
    return (
      <span className={cn('inline-flex items-center text-sm', look.line, className)}>
        <span className={cn('font-semibold', look.failed)}>{offlineLabel}</span>
      </span>
    );
  }
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-1.5 text-sm', look.line, className)}
    >
      <span>{label}</span>
      {stale ? (
        <span className={cn('rounded-full px-2 py-0.5 font-semibold', look.stale)}>
          {t('app.freshness.stale')}
        </span>
      ) : null}
      {/* "showing last data" only when there is some: a feed never read says "Not updated yet". */}
      {failed && !stale && updatedAt > 0 ? (
        <span className={look.failed}>{t(look.failedText)}</span>
      ) : null}
    </span>
  );
}

/**
 * The freshness line of one feed, reading the feed itself: a refresh that brings the same data
 * re-renders this line only, not the list or card around it.
 */
export function FeedFreshnessOf({
  feed: definition,
  ...look
}: { feed: AnyFeed } & Pick<FeedFreshnessProps, 'tone' | 'className'>) {
  const feed = useFeed(definition);
  return (
    <FeedFreshness
      updatedAt={feed.updatedAt}
      intervalMs={feed.intervalMs}
      failed={feed.failure !== null}
      source={feed.source}
      {...look}
    />
  );
}
