import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import {
  CAMERA_LINK_PARAM,
  cameraLinkPath,
  cameraShareUrl,
  readCameraLink,
} from '@/domain/camera-link';

export interface CameraLink {
  /** The camera the URL asks for (`?camera=`), or null. */
  requestedId: string | null;
  /** Puts `?camera={id}` in the URL while its dialog is open. */
  open: (id: string) => void;
  /** Takes it out again when the dialog closes. */
  close: () => void;
  /** The absolute "Copy link" URL for a camera, on this page and view; null off the web. */
  shareUrl: (id: string) => string | null;
}

/**
 * The camera in the URL. Opening and closing replace the history entry rather than push one:
 * Back then leaves the page as it would have, and never reopens a dialog the visitor closed (with
 * a pushed entry, closing by "Close" or Escape would leave one behind that reopens it).
 */
export function useCameraLink(): CameraLink {
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const requestedId = useMemo(() => readCameraLink(params), [params]);
  const go = useCallback(
    (id: string | null) => {
      const unchanged =
        id === null ? !params.has(CAMERA_LINK_PARAM) : readCameraLink(params) === id;
      if (unchanged) return;
      navigate(cameraLinkPath(location, params, id), { replace: true });
    },
    [params, location, navigate],
  );
  const open = useCallback((id: string) => go(id), [go]);
  const close = useCallback(() => go(null), [go]);
  const shareUrl = useCallback(
    (id: string) =>
      typeof window === 'undefined'
        ? null
        : cameraShareUrl(window.location.origin, location, params, id),
    [location, params],
  );
  return { requestedId, open, close, shareUrl };
}
