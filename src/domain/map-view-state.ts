/**
 * What part of the map is on screen, as a pure reducer. The visitor's last placement (home, a
 * place found, the followed visitor, a drag, a cluster opened, a pinch) is an anchor: a view and
 * the surface point that stays put when only the zoom changes. The zoom itself is kept apart,
 * because the metro page keeps it in the URL; the view on screen is the anchor at that zoom.
 */
import { clampZoom, centreOn, panView, zoomView, type MapView } from './map-view';
import type { MapPoint } from './projection';

export interface ViewAnchor {
  view: MapView;
  /** The surface point (0-1) that stays in place when the zoom changes. */
  fixed: MapPoint;
}

export const SURFACE_CENTRE: MapPoint = { x: 0.5, y: 0.5 };

export type ViewAction =
  /** Back to where the map starts (the metro box, or the domain's area). */
  | { type: 'home'; home: ViewAnchor }
  /** A projected point in the middle at a zoom: a place found, the visitor followed, a cluster. */
  | { type: 'centre'; point: MapPoint; zoom: number }
  /** A drag (mouse or one finger) from `from`, by a distance in fractions of the surface. */
  | { type: 'drag'; from: MapView; dx: number; dy: number }
  /** A pinch that started at `from`: zoom changes keep `at` (a surface point) in place. */
  | { type: 'pinch'; from: MapView; at: MapPoint };

export function viewReducer(_anchor: ViewAnchor, action: ViewAction): ViewAnchor {
  switch (action.type) {
    case 'home':
      return action.home;
    case 'centre':
      return { view: centreOn(action.point, action.zoom), fixed: SURFACE_CENTRE };
    case 'drag':
      return { view: panView(action.from, action.dx, action.dy), fixed: SURFACE_CENTRE };
    case 'pinch':
      return { view: action.from, fixed: action.at };
  }
}

/** The view on screen: the anchor at the current zoom. */
export function viewAt(anchor: ViewAnchor, zoom: number): MapView {
  return zoomView(anchor.view, zoom, anchor.fixed);
}

/** The distance between two touch points (px). */
export function touchDistance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * The zoom a pinch asks for: the start zoom times how far the fingers spread, on the 25 % grid
 * (markers are clustered for the zooms of that grid) and within 50-300 %.
 */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (!(startDistance > 0) || !(distance > 0)) return clampZoom(startZoom);
  return clampZoom(startZoom * (distance / startDistance));
}

/**
 * Where a point of the page lies on the surface, as fractions of its box; `box` is the
 * surface's layout rectangle on the page.
 */
export function surfacePoint(
  client: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): MapPoint {
  return {
    x: box.width > 0 ? (client.x - box.left) / box.width : 0.5,
    y: box.height > 0 ? (client.y - box.top) / box.height : 0.5,
  };
}
