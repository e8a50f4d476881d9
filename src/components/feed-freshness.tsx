import { isStale, updatedLabel } from '@/domain/freshness';
import { useTimeDerived } from '@/hooks/use-now';
import { cn } from '@/lib/cn';

interface FeedFreshnessProps {
  /** The feed's last success (TanStack `dataUpdatedAt`), 0 before the first. */
  updatedAt: number;
  /** The feed's refresh interval, ms. */
  intervalMs: number;
  /** The last refresh failed (the data shown is the last good one). */
  failed?: boolean;
  className?: string;
}

/** "Updated 2 min ago", plus a "Stale" badge once the data is older than twice its interval. */
export function FeedFreshness({
  updatedAt,
  intervalMs,
  failed = false,
  className,
}: FeedFreshnessProps) {
  const label = useTimeDerived(15_000, (now) => updatedLabel(updatedAt, Math.max(now, updatedAt)));
  const stale = useTimeDerived(15_000, (now) => isStale(updatedAt, now, intervalMs));
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-1.5 text-xs text-slate-600', className)}
    >
      <span>{label}</span>
      {stale ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300">
          Stale
        </span>
      ) : null}
      {failed && !stale ? (
        <span className="text-amber-900">(refresh failed, showing last data)</span>
      ) : null}
    </span>
  );
}
