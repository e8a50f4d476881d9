import { ZOOM } from './constants';
import type { MapPoint } from './projection';

/** The map's drawing styles (the style switch and the URL's `style=`). */
export const MAP_STYLES = ['overview', 'detailed', 'street'] as const;
export type MapStyle = (typeof MAP_STYLES)[number];

/**
 * What part of the map is shown: the drawn layer (the whole box at zoom 1) is scaled by `zoom`
 * from its top-left corner and moved by `offset`, both in fractions of the map surface, so a
 * projected point p lands at p · zoom + offset. The home view (zoom 1, offset 0) is the identity:
 * markers then sit exactly on their projected point of the surface.
 */
export interface MapView {
  zoom: number;
  offset: MapPoint;
}

export const HOME_VIEW: MapView = { zoom: ZOOM.initial, offset: { x: 0, y: 0 } };

const SURFACE_CENTRE: MapPoint = { x: 0.5, y: 0.5 };

/** A zoom on the 0.25 grid within 0.5–3; anything unreadable is the initial zoom. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM.initial;
  const snapped = Math.round(zoom / ZOOM.step) * ZOOM.step;
  return Math.min(ZOOM.max, Math.max(ZOOM.min, snapped));
}

export const canZoomIn = (zoom: number) => zoom < ZOOM.max;
export const canZoomOut = (zoom: number) => zoom > ZOOM.min;
export const zoomIn = (zoom: number) => clampZoom(zoom + ZOOM.step);
export const zoomOut = (zoom: number) => clampZoom(zoom - ZOOM.step);

/** Where a projected point appears on the surface in this view. */
export function toSurface(view: MapView, point: MapPoint): MapPoint {
  return {
    x: point.x * view.zoom + view.offset.x,
    y: point.y * view.zoom + view.offset.y,
  };
}

/** Keeps the surface centre over the drawn layer, so the map can never be panned away. */
export function clampView(view: MapView): MapView {
  const clamp = (offset: number) => Math.min(0.5, Math.max(0.5 - view.zoom, offset));
  const x = clamp(view.offset.x);
  const y = clamp(view.offset.y);
  return x === view.offset.x && y === view.offset.y ? view : { zoom: view.zoom, offset: { x, y } };
}

/** The view at another zoom, keeping the surface point `anchor` (default: the centre) in place. */
export function zoomView(view: MapView, zoom: number, anchor: MapPoint = SURFACE_CENTRE): MapView {
  if (zoom === view.zoom) return view;
  const ratio = zoom / view.zoom;
  return clampView({
    zoom,
    offset: {
      x: anchor.x - (anchor.x - view.offset.x) * ratio,
      y: anchor.y - (anchor.y - view.offset.y) * ratio,
    },
  });
}

/** The view that shows the projected point in the middle of the surface. */
export function centreOn(point: MapPoint, zoom: number): MapView {
  return { zoom, offset: { x: 0.5 - point.x * zoom, y: 0.5 - point.y * zoom } };
}

/** Moves the view by a distance in fractions of the surface (a drag). */
export function panView(view: MapView, dx: number, dy: number): MapView {
  return clampView({
    zoom: view.zoom,
    offset: { x: view.offset.x + dx, y: view.offset.y + dy },
  });
}

export function isSameView(a: MapView, b: MapView): boolean {
  return a.zoom === b.zoom && a.offset.x === b.offset.x && a.offset.y === b.offset.y;
}

/** The CSS transform of the drawn layer (transform-origin 0 0; percentages of the layer's own box). */
export function layerTransform(view: MapView): string {
  const percent = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;
  return `translate(${percent(view.offset.x)}, ${percent(view.offset.y)}) scale(${view.zoom})`;
}
