import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import { isValidLatLng } from '@/domain/geo';
import type { LatLng } from '@/domain/types';

/**
 * pending: being looked up; prompt: the browser would ask, so we wait for the visitor to tap
 * "Use my location"; granted: `position` is set; denied / unavailable: the whole metro is shown.
 */
export type GeolocationState = 'pending' | 'prompt' | 'granted' | 'denied' | 'unavailable';

export interface Geolocation {
  position: LatLng | null;
  state: GeolocationState;
  /** Asks the browser for the position (call it from a tap: that is when a prompt makes sense). */
  request: () => void;
}

type PermissionAnswer = PermissionState | 'unknown';

async function geolocationPermission(): Promise<PermissionAnswer> {
  try {
    if (typeof navigator.permissions?.query !== 'function') return 'unknown';
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unknown';
  }
}

/**
 * The visitor's position, low accuracy, 5 s timeout; a denial is only logged.
 *
 * Asked on start when the browser will answer without a prompt (permission already granted) or
 * cannot tell us (no Permissions API). A first-time visitor is not met with a permission prompt on
 * load (Lighthouse's geolocation-on-start audit, and it is rude); they get it by tapping.
 */
export function useGeolocation(): Geolocation {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [result, setResultNow] = useState<Omit<Geolocation, 'request'>>(() => ({
    position: null,
    state: supported ? 'pending' : 'unavailable',
  }));
  // An answer (from the browser, not the visitor) re-renders every part that reads the visitor:
  // on a phone that is the whole view, just after its first paint. As a transition React renders
  // it in slices that yield to the browser, instead of one long task.
  const setResult = useCallback(
    (next: Omit<Geolocation, 'request'>) => startTransition(() => setResultNow(next)),
    [],
  );
  const mounted = useRef(true);

  const request = useCallback(() => {
    if (!supported) return;
    setResultNow((previous) => ({ ...previous, state: 'pending' }));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        if (!mounted.current) return;
        setResult(
          isValidLatLng(point)
            ? { position: point, state: 'granted' }
            : { position: null, state: 'unavailable' },
        );
      },
      (error) => {
        console.info(
          `Location not available (${error.message || error.code}); showing the whole metro.`,
        );
        if (mounted.current) setResult({ position: null, state: 'denied' });
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, [supported, setResult]);

  useEffect(() => {
    mounted.current = true;
    if (!supported) return;
    void geolocationPermission().then((permission) => {
      if (!mounted.current) return;
      if (permission === 'granted' || permission === 'unknown') request();
      else if (permission === 'denied') setResult({ position: null, state: 'denied' });
      else setResult({ position: null, state: 'prompt' });
    });
    return () => {
      mounted.current = false;
    };
  }, [supported, request, setResult]);

  return { ...result, request };
}
