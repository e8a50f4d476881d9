import { act, renderHook } from '@testing-library/react';
import type { PointerEvent, SyntheticEvent } from 'react';
import { beforeEach, expect, test, vi, type Mock } from 'vitest';
import { useMapGestures } from '@/components/map/use-map-gestures';
import type { MapViewControl } from '@/components/map/use-map-view';
import { HOME_VIEW } from '@/domain/map-view';

/** The surface: 400 × 200 px at the page's top-left corner. */
const surface = {
  offsetWidth: 400,
  offsetHeight: 200,
  getBoundingClientRect: () => ({ left: 0, top: 0, width: 400, height: 200 }),
  setPointerCapture: vi.fn(),
};

function pointer(
  pointerId: number,
  clientX: number,
  clientY: number,
  { pointerType = 'touch', button = 0 } = {},
) {
  return {
    pointerId,
    clientX,
    clientY,
    pointerType,
    button,
    currentTarget: surface,
  } as unknown as PointerEvent<HTMLDivElement>;
}

function click() {
  return {
    stopPropagation: vi.fn(),
    preventDefault: vi.fn(),
  } satisfies Partial<SyntheticEvent> as unknown as SyntheticEvent & {
    stopPropagation: ReturnType<typeof vi.fn>;
    preventDefault: ReturnType<typeof vi.fn>;
  };
}

let control: MapViewControl & {
  drag: Mock<MapViewControl['drag']>;
  pinch: Mock<MapViewControl['pinch']>;
};

beforeEach(() => {
  surface.setPointerCapture.mockClear();
  control = {
    view: HOME_VIEW,
    zoom: HOME_VIEW.zoom,
    centre: vi.fn(),
    drag: vi.fn<MapViewControl['drag']>(),
    pinch: vi.fn<MapViewControl['pinch']>(),
    reset: vi.fn(),
  };
});

const renderGestures = () =>
  renderHook(({ on }) => useMapGestures(on), { initialProps: { on: control } });

test('a mouse drag pans by fractions of the surface, from the view it started at', () => {
  const { result } = renderGestures();
  const { handlers } = result.current;
  act(() => handlers.onPointerDown(pointer(1, 100, 100, { pointerType: 'mouse' })));
  act(() => result.current.handlers.onPointerMove(pointer(1, 140, 80, { pointerType: 'mouse' })));
  expect(control.drag).toHaveBeenLastCalledWith(HOME_VIEW, 40 / 400, -20 / 200);
  expect(result.current.dragging).toBe(true);
  expect(surface.setPointerCapture).toHaveBeenCalledWith(1);
  act(() => result.current.handlers.onPointerUp(pointer(1, 140, 80, { pointerType: 'mouse' })));
  expect(result.current.dragging).toBe(false);
});

test('a move under 4 px is not a drag, and the click that follows opens the marker', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(1, 102, 102)));
  expect(control.drag).not.toHaveBeenCalled();
  expect(result.current.dragging).toBe(false);
  act(() => result.current.handlers.onPointerUp(pointer(1, 102, 102)));
  const event = click();
  result.current.handlers.onClickCapture(event);
  expect(event.stopPropagation).not.toHaveBeenCalled();
  expect(event.preventDefault).not.toHaveBeenCalled();
});

test('a drag never opens the marker it started on: the click after it is swallowed, once', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(1, 150, 100)));
  act(() => result.current.handlers.onPointerUp(pointer(1, 150, 100)));
  const swallowed = click();
  result.current.handlers.onClickCapture(swallowed);
  expect(swallowed.stopPropagation).toHaveBeenCalled();
  expect(swallowed.preventDefault).toHaveBeenCalled();
  const next = click();
  result.current.handlers.onClickCapture(next);
  expect(next.stopPropagation).not.toHaveBeenCalled();
});

test('a right or middle mouse button starts nothing', () => {
  const { result } = renderGestures();
  act(() =>
    result.current.handlers.onPointerDown(
      pointer(1, 100, 100, { pointerType: 'mouse', button: 2 }),
    ),
  );
  act(() => result.current.handlers.onPointerMove(pointer(1, 200, 100, { pointerType: 'mouse' })));
  expect(control.drag).not.toHaveBeenCalled();
});

test('two fingers pinch-zoom on the 25 % grid about their midpoint', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerDown(pointer(2, 200, 100)));
  // The fingers spread from 100 px apart to 160 px: 1.6 times, on the grid 1.5.
  act(() => result.current.handlers.onPointerMove(pointer(2, 260, 100)));
  expect(control.pinch).toHaveBeenCalledTimes(1);
  expect(control.pinch).toHaveBeenCalledWith(HOME_VIEW, { x: 180 / 400, y: 100 / 200 }, 1.5);
  expect(control.drag).not.toHaveBeenCalled();
});

test('a pinch that stays at the zoom on screen asks for nothing', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerDown(pointer(2, 200, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(2, 205, 100)));
  expect(control.pinch).not.toHaveBeenCalled();
});

test('a third finger is ignored', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerDown(pointer(2, 200, 100)));
  act(() => result.current.handlers.onPointerDown(pointer(3, 300, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(3, 390, 150)));
  expect(control.pinch).not.toHaveBeenCalled();
  expect(control.drag).not.toHaveBeenCalled();
});

test('a pinch that becomes a one-finger drag continues from the view on screen, and swallows the click', () => {
  const { result, rerender } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerDown(pointer(2, 200, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(2, 260, 100)));
  // The page applied the pinch: the map re-renders with the zoomed view.
  const zoomed = { zoom: 1.5, offset: { x: -0.2, y: -0.25 } };
  rerender({ on: { ...control, view: zoomed, zoom: 1.5 } });
  act(() => result.current.handlers.onPointerUp(pointer(2, 260, 100)));
  // The remaining finger moves 2 px: already a gesture that moved, so it pans at once.
  act(() => result.current.handlers.onPointerMove(pointer(1, 102, 100)));
  expect(control.drag).toHaveBeenLastCalledWith(zoomed, 2 / 400, 0);
  act(() => result.current.handlers.onPointerUp(pointer(1, 102, 100)));
  const event = click();
  result.current.handlers.onClickCapture(event);
  expect(event.stopPropagation).toHaveBeenCalled();
});

test('a cancelled pointer ends the drag like a lifted one', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerDown(pointer(1, 100, 100)));
  act(() => result.current.handlers.onPointerMove(pointer(1, 150, 100)));
  expect(result.current.dragging).toBe(true);
  act(() => result.current.handlers.onPointerCancel(pointer(1, 150, 100)));
  expect(result.current.dragging).toBe(false);
});

test('moves of a pointer that never went down are ignored', () => {
  const { result } = renderGestures();
  act(() => result.current.handlers.onPointerMove(pointer(7, 300, 100)));
  expect(control.drag).not.toHaveBeenCalled();
});
