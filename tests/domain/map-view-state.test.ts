import { describe, expect, test } from 'vitest';
import { HOME_VIEW, zoomView } from '@/domain/map-view';
import {
  pinchZoom,
  surfacePoint,
  SURFACE_CENTRE,
  touchDistance,
  viewAt,
  viewReducer,
  type ViewAnchor,
} from '@/domain/map-view-state';

const HOME: ViewAnchor = { view: HOME_VIEW, fixed: { x: 0.55, y: 0.5 } };

describe('viewReducer', () => {
  test('home goes back to where the map starts', () => {
    const moved = viewReducer(HOME, { type: 'drag', from: HOME_VIEW, dx: 0.1, dy: 0 });
    expect(viewReducer(moved, { type: 'home', home: HOME })).toBe(HOME);
  });

  test('centre puts a point in the middle at a zoom', () => {
    const anchor = viewReducer(HOME, { type: 'centre', point: { x: 0.3, y: 0.7 }, zoom: 2 });
    const view = viewAt(anchor, 2);
    expect(0.3 * view.zoom + view.offset.x).toBeCloseTo(0.5);
    expect(0.7 * view.zoom + view.offset.y).toBeCloseTo(0.5);
    expect(anchor.fixed).toEqual(SURFACE_CENTRE);
  });

  test('a drag moves by fractions of the surface, and never past the drawn layer', () => {
    const start = { zoom: 2, offset: { x: -0.5, y: -0.5 } };
    const anchor = viewReducer(HOME, { type: 'drag', from: start, dx: 0.1, dy: -0.2 });
    expect(anchor.view.offset.x).toBeCloseTo(-0.4);
    expect(anchor.view.offset.y).toBeCloseTo(-0.7);
    const far = viewReducer(HOME, { type: 'drag', from: start, dx: 5, dy: -5 });
    // The surface centre stays over the layer: offsets within [0.5 - zoom, 0.5].
    expect(far.view.offset).toEqual({ x: 0.5, y: -1.5 });
  });

  test('a pinch keeps the point between the fingers in place as the zoom changes', () => {
    const at = { x: 0.25, y: 0.75 };
    const anchor = viewReducer(HOME, { type: 'pinch', from: HOME_VIEW, at });
    const view = viewAt(anchor, 2);
    const layerPoint = { x: at.x, y: at.y }; // at zoom 1 and no offset, surface = layer
    expect(layerPoint.x * view.zoom + view.offset.x).toBeCloseTo(at.x);
    expect(layerPoint.y * view.zoom + view.offset.y).toBeCloseTo(at.y);
    expect(view).toEqual(zoomView(HOME_VIEW, 2, at));
  });

  test("the view at the anchor's own zoom is the anchor's view", () => {
    expect(viewAt(HOME, 1)).toBe(HOME.view);
  });
});

describe('pinch and touch helpers', () => {
  test.each([
    [1, 100, 200, 2],
    [1, 100, 130, 1.25],
    [2, 200, 100, 1],
    [1, 100, 1000, 3],
    [1, 100, 10, 0.5],
    [1.5, 0, 50, 1.5],
  ])('start %d, fingers %d → %d px: zoom %d (25 % steps, 50-300 %)', (start, from, to, zoom) => {
    expect(pinchZoom(start, from, to)).toBe(zoom);
  });

  test('distances and surface points', () => {
    expect(touchDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(surfacePoint({ x: 150, y: 60 }, { left: 100, top: 50, width: 200, height: 40 })).toEqual(
      {
        x: 0.25,
        y: 0.25,
      },
    );
    expect(surfacePoint({ x: 1, y: 1 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({
      x: 0.5,
      y: 0.5,
    });
  });
});
