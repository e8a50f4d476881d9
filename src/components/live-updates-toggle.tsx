import { PauseIcon, PlayIcon } from 'lucide-react';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { cn } from '@/lib/cn';
import { t } from '@/i18n/translate';

/** WCAG 2.2.2: stops polling and the clock until the visitor resumes. */
export function LiveUpdatesToggle({ className }: { className?: string }) {
  const { paused, setPaused } = useLiveUpdates();
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setPaused(!paused)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-white/10',
        className,
      )}
    >
      {paused ? (
        <PlayIcon aria-hidden="true" className="size-4" />
      ) : (
        <PauseIcon aria-hidden="true" className="size-4" />
      )}
      {paused ? t('app.liveUpdates.resume') : t('app.liveUpdates.pause')}
    </button>
  );
}
