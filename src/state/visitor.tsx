import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LatLng } from '@/domain/types';
import { useGeolocation, type GeolocationState } from './use-geolocation';

export interface VisitorState {
  /** The city chosen in the header dropdown, or null for "All Cities". */
  selectedCity: string | null;
  setSelectedCity: (city: string | null) => void;
  /** The visitor's position when geolocation was allowed. */
  position: LatLng | null;
  geolocation: GeolocationState;
  /** Asks the browser for the position, from a tap ("Use my location"). */
  requestLocation: () => void;
}

const VisitorContext = createContext<VisitorState | null>(null);

export function VisitorProvider({ children }: { children: ReactNode }) {
  const [selectedCity, setSelectedCity] = useState<string | null>(null);
  const { position, state, request } = useGeolocation();
  const value = useMemo<VisitorState>(
    () => ({
      selectedCity,
      setSelectedCity,
      position,
      geolocation: state,
      requestLocation: request,
    }),
    [selectedCity, position, state, request],
  );
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
}

export function useVisitor(): VisitorState {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('useVisitor needs a VisitorProvider (see AppProviders)');
  return value;
}
