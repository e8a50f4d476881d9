import { useCallback, useEffect, useRef } from 'react';
import { useCameras } from '@/entities/camera/feed';
import { useToast } from '@/components/ui/toast';
import { resolveCameraLink, type CameraLinkTarget } from '@/domain/camera-link';
import { cameraNotInFeedMessage } from '@/words/camera-link';
import type { Camera } from '@/domain/types';
import { useCameraLink, type CameraLink } from './use-camera-link';

export interface LinkedCamera extends CameraLink {
  /** What the URL's `?camera=` comes to against the camera feed. */
  target: CameraLinkTarget;
  /** Counts a camera the visitor opened as dealt with, so its link does not open it again. */
  markHandled: (id: string) => void;
}

/**
 * The one place `?camera={id}` is resolved against the feed, for every screen that honours it.
 * Each link is dealt with once: a camera the feed has is handed to `onFound` (a page opens its
 * dialog), an id the feed lacks is said (a toast) and leaves the URL.
 */
export function useLinkedCamera(onFound?: (camera: Camera) => void): LinkedCamera {
  const link = useCameraLink();
  const cameras = useCameras().data;
  const showToast = useToast();
  // The id a link asked for that has been dealt with.
  const handled = useRef<string | null>(null);
  const target = resolveCameraLink(link.requestedId, cameras);
  const { close } = link;

  useEffect(() => {
    if (target.kind === 'none') handled.current = null;
    if (target.kind === 'none' || target.kind === 'pending') return;
    const id = target.kind === 'found' ? target.camera.id : target.id;
    if (handled.current === id) return;
    handled.current = id;
    if (target.kind === 'found') {
      onFound?.(target.camera);
    } else {
      showToast(cameraNotInFeedMessage());
      close();
    }
  }, [target, onFound, showToast, close]);

  const markHandled = useCallback((id: string) => {
    handled.current = id;
  }, []);
  return { ...link, target, markHandled };
}
