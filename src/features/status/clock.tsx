import { CLOCK_TICK_MS } from '@/domain/constants';
import { timeOfDay } from '@/words/date-format';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';

/** "3:04:05 PM" in the visitor's time zone. */
export function formatClock(ms: number): string {
  return timeOfDay(new Date(ms), true);
}

/** The current time, ticking every second (frozen while live updates are paused). */
export function Clock({ className }: { className?: string }) {
  const now = useNow(CLOCK_TICK_MS);
  return (
    <time
      dateTime={new Date(now).toISOString()}
      className={cn('font-mono text-sm tabular-nums', className)}
    >
      {formatClock(now)}
    </time>
  );
}
