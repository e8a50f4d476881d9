import { useRef, useState, type PointerEvent, type SyntheticEvent } from 'react';
import type { MapView } from '@/domain/map-view';
import { pinchZoom, surfacePoint, touchDistance } from '@/domain/map-view-state';
import type { MapViewControl } from './use-map-view';

/** A drag of at least this many px pans the map instead of clicking a marker. */
const DRAG_THRESHOLD_PX = 4;

interface Gesture {
  /** Where each pointer is (client px), by pointer id. */
  pointers: Map<number, { x: number; y: number }>;
  /** The view when the gesture (or its current phase) began. */
  start: MapView;
  /** The drag's first pointer position, or the pinch's first distance. */
  from: { x: number; y: number };
  startDistance: number;
  /** Layout size of the surface (unscaled): offsets are fractions of it. */
  width: number;
  height: number;
  moved: boolean;
}

/**
 * Panning and zooming by hand: a mouse drag or a one-finger drag pans, two fingers pinch-zoom in
 * the map's 25 % steps about their midpoint. A drag never opens the marker it started on.
 */
export function useMapGestures(control: MapViewControl) {
  const gesture = useRef<Gesture | null>(null);
  const [dragging, setDragging] = useState(false);

  const begin = (element: HTMLElement, pointers: Gesture['pointers'], moved: boolean): Gesture => {
    const points = [...pointers.values()];
    const first = points[0]!;
    return {
      pointers,
      start: control.view,
      from: first,
      startDistance: points.length > 1 ? touchDistance(first, points[1]!) : 0,
      width: element.offsetWidth || 1,
      height: element.offsetHeight || 1,
      moved,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // A gesture whose pointers are all up is over (its click, if any, has come and gone).
    const ongoing = gesture.current && gesture.current.pointers.size > 0 ? gesture.current : null;
    const pointers = new Map(ongoing?.pointers ?? []);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size > 2) return;
    gesture.current = begin(event.currentTarget, pointers, ongoing?.moved ?? false);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.pointers.has(event.pointerId)) return;
    current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...current.pointers.values()];
    if (points.length === 2) {
      const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
      const zoom = pinchZoom(current.start.zoom, current.startDistance, touchDistance(a, b));
      current.moved = true;
      if (zoom !== control.zoom) {
        const box = event.currentTarget.getBoundingClientRect();
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        control.pinch(current.start, surfacePoint(mid, box), zoom);
      }
      return;
    }
    const dx = event.clientX - current.from.x;
    const dy = event.clientY - current.from.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    }
    control.drag(current.start, dx / current.width, dy / current.height);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.pointers.has(event.pointerId)) return;
    const pointers = new Map(current.pointers);
    pointers.delete(event.pointerId);
    if (pointers.size === 0) {
      if (current.moved) setDragging(false);
      // Kept until the click that may follow, so it can be swallowed after a drag.
      if (!current.moved) gesture.current = null;
      else gesture.current = { ...current, pointers };
      return;
    }
    // A pinch became a one-finger drag: it continues from the view now on screen.
    gesture.current = begin(event.currentTarget, pointers, true);
  };

  const onClickCapture = (event: SyntheticEvent) => {
    if (gesture.current?.moved) {
      event.stopPropagation();
      event.preventDefault();
    }
    gesture.current = null;
  };

  return {
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
    },
  };
}
