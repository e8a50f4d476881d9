import { useCallback, useEffect, useRef } from 'react';
import { useCameras } from '@/api/feeds/cameras';
import { useToast } from '@/components/ui/toast';
import { CAMERA_NOT_IN_FEED, resolveCameraLink } from '@/domain/camera-link';
import type { MapItemRef } from '@/domain/map-items';
import { useCameraLink } from '@/hooks/use-camera-link';
import { useDetails, type OpenedDetails } from './details-host';

export interface LinkedDetails {
  opened: OpenedDetails | null;
  open: (target: MapItemRef, opener: HTMLElement | null) => void;
  close: () => void;
}

/**
 * A page's details dialog with `?camera={id}` in step: a link with a camera opens its dialog once
 * the feed has answered (an id the feed lacks opens nothing and says so), and while a camera's
 * dialog is open the URL names it, so the address bar can be shared like "Copy link".
 */
export function useLinkedDetails(): LinkedDetails {
  const details = useDetails();
  const link = useCameraLink();
  const cameras = useCameras().data;
  const showToast = useToast();
  // The id a link asked for that has been dealt with: each link opens its dialog once.
  const handled = useRef<string | null>(null);
  const { requestedId } = link;
  const target = resolveCameraLink(requestedId, cameras);

  const { open: openDetails, close: closeDetails } = details;
  const { open: openLink, close: closeLink } = link;

  useEffect(() => {
    if (target.kind === 'none') handled.current = null;
    if (target.kind === 'none' || target.kind === 'pending') return;
    const id = target.kind === 'found' ? target.camera.id : target.id;
    if (handled.current === id) return;
    handled.current = id;
    if (target.kind === 'found') {
      openDetails({ kind: 'camera', item: target.camera }, null);
    } else {
      showToast(CAMERA_NOT_IN_FEED);
      closeLink();
    }
  }, [target, openDetails, showToast, closeLink]);

  const open = useCallback(
    (ref: MapItemRef, opener: HTMLElement | null) => {
      openDetails(ref, opener);
      if (ref.kind === 'camera') {
        handled.current = ref.item.id;
        openLink(ref.item.id);
      } else {
        closeLink();
      }
    },
    [openDetails, openLink, closeLink],
  );
  const close = useCallback(() => {
    closeDetails();
    closeLink();
  }, [closeDetails, closeLink]);

  return { opened: details.opened, open, close };
}
