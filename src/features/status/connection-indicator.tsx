import { cn } from '@/lib/cn';
import { useConnection } from './use-connection';
import { useT } from '@/state/translator';

/** "LIVE" in green or "OFFLINE" in red: the words carry the state, the colour only repeats it. */
export function ConnectionIndicator({ className }: { className?: string }) {
  const { t } = useT();
  const live = useConnection() === 'live';
  return (
    <span
      role="status"
      data-state={live ? 'live' : 'offline'}
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full px-3 text-sm font-bold tracking-wide ring-1 ring-inset',
        live ? 'bg-green-50 text-green-800 ring-green-300' : 'bg-red-50 text-red-800 ring-red-300',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          live ? 'bg-green-600 motion-safe:animate-pulse' : 'bg-red-600',
        )}
      />
      {live ? t('app.connection.live') : t('app.connection.offline')}
    </span>
  );
}
