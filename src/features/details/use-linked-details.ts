import { useCallback } from 'react';
import type { MapItemRef } from '@/domain/map-items';
import type { Camera } from '@/domain/types';
import { useLinkedCamera } from '@/entities/camera/use-linked-camera';
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
  const { open: openDetails, close: closeDetails } = details;
  const openLinked = useCallback(
    (camera: Camera) => openDetails({ kind: 'camera', item: camera }, null),
    [openDetails],
  );
  const { open: openLink, close: closeLink, markHandled } = useLinkedCamera(openLinked);

  const open = useCallback(
    (ref: MapItemRef, opener: HTMLElement | null) => {
      openDetails(ref, opener);
      if (ref.kind === 'camera') {
        markHandled(ref.item.id);
        openLink(ref.item.id);
      } else {
        closeLink();
      }
    },
    [openDetails, openLink, closeLink, markHandled],
  );
  const close = useCallback(() => {
    closeDetails();
    closeLink();
  }, [closeDetails, closeLink]);

  return { opened: details.opened, open, close };
}
