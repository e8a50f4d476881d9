import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import { isValidLatLng } from '@/domain/geo';
import type { LatLng } from '@/domain/types';

export type GeolocationState = 'pending' | 'granted' | 'denied' | 'unavailable';

export interface VisitorState {
  /** The city chosen in the header dropdown, or null for "All Cities". */
  selectedCity: string | null;
  setSelectedCity: (city: string | null) => void;
  /** The visitor's position when geolocation was allowed. */
  position: LatLng | null;
  geolocation: GeolocationState;
}

const VisitorContext = createContext<VisitorState | null>(null);

/** Asks for the visitor's position once on start (low accuracy, 5 s timeout); denial is only logged. */
function useGeolocation(): { position: LatLng | null; state: GeolocationState } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [result, setResult] = useState<{ position: LatLng | null; state: GeolocationState }>(
    () => ({
      position: null,
      state: supported ? 'pending' : 'unavailable',
    }),
  );
  useEffect(() => {
    if (!supported) return;
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        if (!cancelled)
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
        if (!cancelled) setResult({ position: null, state: 'denied' });
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
    return () => {
      cancelled = true;
    };
  }, [supported]);
  return result;
}

export function VisitorProvider({ children }: { children: ReactNode }) {
  const [selectedCity, setSelectedCity] = useState<string | null>(null);
  const { position, state } = useGeolocation();
  const value = useMemo<VisitorState>(
    () => ({ selectedCity, setSelectedCity, position, geolocation: state }),
    [selectedCity, position, state],
  );
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorState {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('useVisitor needs a VisitorProvider (see AppProviders)');
  return value;
}
