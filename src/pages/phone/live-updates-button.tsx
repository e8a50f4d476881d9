import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { Button } from '@/components/ui/button';
import { useLiveUpdates } from '@/hooks/use-live-updates';
import { useT } from '@/state/translator';

/**
 * The phone's "Pause live updates" (WCAG 2.2.2): icon-only beside Refresh, named by what it does
 * next, as the desktop header's button is.
 */
export function LiveUpdatesButton() {
  const { t } = useT();
  const { paused, setPaused } = useLiveUpdates();
  const Icon = paused ? PlayIcon : PauseIcon;
  return (
    <Button
      variant="soft"
      size="icon"
      tone="dark"
      aria-label={paused ? t('app.liveUpdates.resume') : t('app.liveUpdates.pause')}
      onClick={() => setPaused(!paused)}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
