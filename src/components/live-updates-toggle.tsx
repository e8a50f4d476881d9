import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { Button } from '@/components/ui/button';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useT } from '@/state/translator';

/** WCAG 2.2.2: stops polling and the clock until the visitor resumes. In the dark site header. */
export function LiveUpdatesToggle({ className }: { className?: string }) {
  const { t } = useT();
  const { paused, setPaused } = useLiveUpdates();
  return (
    <Button
      variant="secondary"
      tone="dark"
      aria-pressed={paused}
      onClick={() => setPaused(!paused)}
      className={className}
    >
      {paused ? (
        <PlayIcon aria-hidden="true" className="size-4" />
      ) : (
        <PauseIcon aria-hidden="true" className="size-4" />
      )}
      {paused ? t('app.liveUpdates.resume') : t('app.liveUpdates.pause')}
    </Button>
  );
}
