import LinkIcon from 'lucide-react/icons/link';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useCameraLink } from '@/entities/camera/use-camera-link';
import { useT } from '@/state/translator';
import '@/i18n/english-later';

/**
 * "Copy link" in a camera's dialog: the page's absolute URL with `?camera={id}` and its current
 * map view. Where the clipboard is refused, the toast shows the link to copy by hand.
 */
export function CopyCameraLinkButton({ cameraId }: { cameraId: string }) {
  const { t } = useT();
  const { shareUrl } = useCameraLink();
  const showToast = useToast();
  const copy = async () => {
    const url = shareUrl(cameraId);
    if (url === null) return;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      showToast(t('cameras.link.copied'), t('cameras.link.copiedDescription'));
    } catch {
      showToast(t('cameras.link.copyFailed'), url);
    }
  };
  return (
    <Button size="md" onClick={() => void copy()}>
      <LinkIcon aria-hidden="true" className="size-4" />
      {t('cameras.link.copy')}
    </Button>
  );
}
