import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { useMapView } from '@/components/map/use-map-view';
import { HOME_VIEW, toSurface, type MapView } from '@/domain/map-view';
import { SURFACE_CENTRE, type ViewAnchor } from '@/domain/map-view-state';
import { project, type MapPoint } from '@/domain/projection';
import type { LatLng } from '@/domain/types';

const HOME: ViewAnchor = { view: HOME_VIEW, fixed: SURFACE_CENTRE };
const MINNEAPOLIS: LatLng = { lat: 44.9778, lng: -93.265 };
const ST_PAUL: LatLng = { lat: 44.9537, lng: -93.09 };

interface Props {
  home: ViewAnchor;
  focus?: { key: string | number; position: LatLng } | null;
  follow?: LatLng | null;
}

function renderMapView(initial: Props = { home: HOME }) {
  return renderHook(
    ({ home, focus, follow }: Props) => {
      const [zoom, setZoom] = useState(home.view.zoom);
      return useMapView({ home, zoom, setZoom, focus, follow });
    },
    { initialProps: initial },
  );
}

/** Where a projected point appears on screen now. */
const onScreen = (view: MapView, point: MapPoint) => toSurface(view, point);

function expectMiddle(view: MapView, point: MapPoint) {
  const at = onScreen(view, point);
  expect(at.x).toBeCloseTo(0.5, 9);
  expect(at.y).toBeCloseTo(0.5, 9);
}

test('starts at home', () => {
  const { result } = renderMapView();
  expect(result.current.view).toEqual(HOME_VIEW);
  expect(result.current.zoom).toBe(HOME_VIEW.zoom);
});

test('centre puts a point in the middle at a zoom, and sets that zoom', () => {
  const { result } = renderMapView();
  const point = project(MINNEAPOLIS);
  act(() => result.current.centre(point, 2));
  expect(result.current.zoom).toBe(2);
  expect(result.current.view.zoom).toBe(2);
  expectMiddle(result.current.view, point);
});

test('a drag moves the view by fractions of the surface', () => {
  const { result } = renderMapView();
  act(() => result.current.centre({ x: 0.5, y: 0.5 }, 2));
  const from = result.current.view;
  act(() => result.current.drag(from, 0.1, -0.05));
  expect(result.current.view.zoom).toBe(2);
  expect(result.current.view.offset.x).toBeCloseTo(from.offset.x + 0.1, 9);
  expect(result.current.view.offset.y).toBeCloseTo(from.offset.y - 0.05, 9);
});

test('a pinch keeps the surface point under the fingers in place', () => {
  const { result } = renderMapView();
  const from = result.current.view;
  const at: MapPoint = { x: 0.3, y: 0.4 };
  // The projected point under the fingers before the pinch.
  const under = { x: (at.x - from.offset.x) / from.zoom, y: (at.y - from.offset.y) / from.zoom };
  act(() => result.current.pinch(from, at, 1.5));
  expect(result.current.zoom).toBe(1.5);
  const after = onScreen(result.current.view, under);
  expect(after.x).toBeCloseTo(at.x, 9);
  expect(after.y).toBeCloseTo(at.y, 9);
});

test('reset goes back home at the home zoom', () => {
  const { result } = renderMapView();
  act(() => result.current.centre(project(ST_PAUL), 2.5));
  act(() => result.current.reset());
  expect(result.current.zoom).toBe(HOME_VIEW.zoom);
  expect(result.current.view).toEqual(HOME_VIEW);
});

test('a new home object moves the map there; the same one re-rendered does not', () => {
  const { result, rerender } = renderMapView();
  act(() => result.current.centre(project(ST_PAUL), 1));
  const moved = result.current.view;
  rerender({ home: HOME });
  expect(result.current.view).toEqual(moved);
  const elsewhere: ViewAnchor = {
    view: { zoom: 1, offset: { x: -0.1, y: 0.05 } },
    fixed: SURFACE_CENTRE,
  };
  rerender({ home: elsewhere });
  expect(result.current.view).toEqual(elsewhere.view);
});

test('a focus with a new key moves there once, at the current zoom', () => {
  const first = { key: 'mpls', position: MINNEAPOLIS };
  const { result, rerender } = renderMapView({ home: HOME, focus: null });
  rerender({ home: HOME, focus: first });
  expectMiddle(result.current.view, project(MINNEAPOLIS));
  // Panned away, then re-rendered with the same key: the map stays where the visitor put it.
  act(() => result.current.drag(result.current.view, 0.1, 0));
  const panned = result.current.view;
  rerender({ home: HOME, focus: { ...first } });
  expect(result.current.view).toEqual(panned);
  rerender({ home: HOME, focus: { key: 'stp', position: ST_PAUL } });
  expectMiddle(result.current.view, project(ST_PAUL));
});

test('the followed visitor: each new position moves the map there', () => {
  const { result, rerender } = renderMapView({ home: HOME, follow: null });
  expect(result.current.view).toEqual(HOME_VIEW);
  const here = { ...MINNEAPOLIS };
  rerender({ home: HOME, follow: here });
  expectMiddle(result.current.view, project(MINNEAPOLIS));
  act(() => result.current.drag(result.current.view, 0.05, 0.05));
  const panned = result.current.view;
  rerender({ home: HOME, follow: here });
  expect(result.current.view).toEqual(panned);
  rerender({ home: HOME, follow: { ...ST_PAUL } });
  expectMiddle(result.current.view, project(ST_PAUL));
});
