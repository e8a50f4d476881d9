import { useCallback, useReducer, useState } from 'react';
import type { MapView } from '@/domain/map-view';
import { viewAt, viewReducer, type ViewAnchor } from '@/domain/map-view-state';
import { project, type MapPoint } from '@/domain/projection';
import type { LatLng } from '@/domain/types';

export interface MapViewControl {
  /** What is on screen now. */
  view: MapView;
  zoom: number;
  /** A projected point in the middle, at a zoom (a cluster spreading, a marker reached by Tab). */
  centre: (point: MapPoint, zoom: number) => void;
  /** A drag from `from` by fractions of the surface. */
  drag: (from: MapView, dx: number, dy: number) => void;
  /** A pinch from `from` to `zoom`, keeping the surface point `at` in place. */
  pinch: (from: MapView, at: MapPoint, zoom: number) => void;
  /** Back home, at the home zoom. */
  reset: () => void;
}

interface MapViewInput {
  /** Where the map starts; a new object moves the map there. */
  home: ViewAnchor;
  /** The zoom on screen, which the page may keep (the metro page keeps it in the URL). */
  zoom: number;
  setZoom: (zoom: number) => void;
  /** A place to show in the middle: a new key moves there. */
  focus?: { key: string | number; position: LatLng } | null;
  /** The visitor, followed while set (a new position moves the map there). */
  follow?: LatLng | null;
}

/**
 * The map's view state: the view reducer of src/domain/map-view-state.ts, plus the props that move
 * the map (a new home, a new focus, the followed visitor). Every map uses it through MapSurface.
 */
export function useMapView({ home, zoom, setZoom, focus, follow }: MapViewInput): MapViewControl {
  const [anchor, dispatch] = useReducer(viewReducer, home);
  // Props that move the map, each applied once when it changes (React's "adjust state on a prop
  // change" pattern: no effect, so the first paint is already in the right place).
  const [seen, setSeen] = useState({ home, focusKey: focus?.key, follow: null as LatLng | null });
  if (seen.home !== home) {
    setSeen({ ...seen, home });
    dispatch({ type: 'home', home });
  } else if (focus && focus.key !== seen.focusKey) {
    setSeen({ ...seen, focusKey: focus.key });
    dispatch({ type: 'centre', point: project(focus.position), zoom });
  } else if (follow && follow !== seen.follow) {
    setSeen({ ...seen, follow });
    dispatch({ type: 'centre', point: project(follow), zoom });
  }

  const centre = useCallback(
    (point: MapPoint, to: number) => {
      dispatch({ type: 'centre', point, zoom: to });
      setZoom(to);
    },
    [setZoom],
  );
  const drag = useCallback(
    (from: MapView, dx: number, dy: number) => dispatch({ type: 'drag', from, dx, dy }),
    [],
  );
  const pinch = useCallback(
    (from: MapView, at: MapPoint, to: number) => {
      dispatch({ type: 'pinch', from, at });
      setZoom(to);
    },
    [setZoom],
  );
  const reset = useCallback(() => {
    dispatch({ type: 'home', home });
    setZoom(home.view.zoom);
  }, [home, setZoom]);
  return { view: viewAt(anchor, zoom), zoom, centre, drag, pinch, reset };
}
