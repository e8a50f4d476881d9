import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { Button } from '@/components/ui/button';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useT } from '@/state/translator';

/**
 * WCAG 2.2.2: stops polling and the clock until the visitor resumes. In the dark site header. Its
 * words name what it does next, so it is no pressed toggle: "Resume live updates, pressed" read
 * as if updates were running.
 */
export function LiveUpdatesToggle({ className }: { className?: string }) {
  const { t } = useT();
  const { paused, setPaused } = useLiveUpdates();
  return (
    <Button
      variant="secondary"
      tone="dark"
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
