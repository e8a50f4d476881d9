import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import {
  parseMapUrlState,
  writeMapUrlState,
  type MapStyle,
  type MapUrlState,
} from '@/kinds/map-url-state';
import { toSearchString } from '@/domain/search-string';

/**
 * The map's style, layers, zoom and map/list view, kept in the URL query so a link reopens the
 * same view; each change is a history entry, so Back steps through them.
 */
export function useMapUrlState(
  defaultStyle: MapStyle = 'overview',
): [MapUrlState, (patch: Partial<MapUrlState>) => void] {
  const [params] = useSearchParams();
  const [location, navigate] = useLocation();
  const state = useMemo(() => parseMapUrlState(params, defaultStyle), [params, defaultStyle]);
  const update = useCallback(
    (patch: Partial<MapUrlState>) => {
      const next = toSearchString(writeMapUrlState(params, { ...state, ...patch }, defaultStyle));
      if (next === toSearchString(params)) return;
      // wouter's setSearchParams would write `layers=cameras%2Cnews`; keep the commas readable.
      navigate(next ? `${location}?${next}` : location);
    },
    [params, state, defaultStyle, location, navigate],
  );
  return [state, update];
}
