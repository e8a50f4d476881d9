import { useCallback, useState } from 'react';
import { ALL_LAYERS, type MapUrlState } from '@/kinds/map-url-state';
import { LOCAL_MAP_INITIAL_ZOOM } from '@/domain/constants';
import { useBreakpoint } from '@/hooks/use-breakpoint';

/**
 * A city page's map view, kept by the page (its layer toggles live beside the map): overview
 * (detailed on a phone), every layer on, at the local zoom.
 */
export function useLocalMapState(): [MapUrlState, (patch: Partial<MapUrlState>) => void] {
  const phone = useBreakpoint() === 'phone';
  const [state, setState] = useState<MapUrlState>(() => ({
    style: phone ? 'detailed' : 'overview',
    layers: ALL_LAYERS,
    zoom: LOCAL_MAP_INITIAL_ZOOM,
    view: 'map',
    radar: false,
  }));
  const update = useCallback(
    (patch: Partial<MapUrlState>) => setState((current) => ({ ...current, ...patch })),
    [],
  );
  return [state, update];
}
