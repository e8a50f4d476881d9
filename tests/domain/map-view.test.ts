import { describe, expect, test } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  centreOn,
  clampView,
  clampZoom,
  HOME_VIEW,
  isSameView,
  layerTransform,
  panView,
  toSurface,
  zoomIn,
  zoomOut,
  zoomView,
} from '@/domain/map-view';

describe('zoom steps (start 1, step 0.25, range 0.5–3)', () => {
  test('zooming in and out moves by a quarter', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
  });
  test('zoom stops at its limits', () => {
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(0.5)).toBe(0.5);
  });
  test.each([
    [0.5, false, true],
    [1, true, true],
    [3, true, false],
  ])('at %d: can zoom out %s, in %s', (zoom, out, into) => {
    expect(canZoomOut(zoom)).toBe(out);
    expect(canZoomIn(zoom)).toBe(into);
  });
  test.each([
    [1.1, 1],
    [1.13, 1.25],
    [7, 3],
    [0.1, 0.5],
    [-2, 0.5],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clampZoom(%d) is %d', (input, expected) => {
    expect(clampZoom(input)).toBe(expected);
  });
});

describe('views', () => {
  test('the home view is the identity: points stay where the projection puts them', () => {
    expect(toSurface(HOME_VIEW, { x: 0.3, y: 0.8 })).toEqual({ x: 0.3, y: 0.8 });
    expect(layerTransform(HOME_VIEW)).toBe('translate(0%, 0%) scale(1)');
  });
  test('zooming keeps the anchor point in place', () => {
    const anchor = { x: 0.54, y: 0.45 };
    const zoomed = zoomView(HOME_VIEW, 2, anchor);
    const at = toSurface(zoomed, anchor);
    expect(at.x).toBeCloseTo(anchor.x, 10);
    expect(at.y).toBeCloseTo(anchor.y, 10);
    expect(zoomed.zoom).toBe(2);
  });
  test('zooming back to 1 about the same anchor returns home', () => {
    const anchor = { x: 0.54, y: 0.45 };
    const back = zoomView(zoomView(HOME_VIEW, 2.5, anchor), 1, anchor);
    expect(back.offset.x).toBeCloseTo(0, 10);
    expect(back.offset.y).toBeCloseTo(0, 10);
  });
  test('the same zoom returns the same view object', () => {
    expect(zoomView(HOME_VIEW, 1)).toBe(HOME_VIEW);
  });
  test('centreOn puts the point in the middle of the surface', () => {
    const view = centreOn({ x: 0.2, y: 0.9 }, 2);
    const at = toSurface(view, { x: 0.2, y: 0.9 });
    expect(at.x).toBeCloseTo(0.5, 10);
    expect(at.y).toBeCloseTo(0.5, 10);
  });
  test('panning moves by the drag distance', () => {
    const view = panView({ zoom: 2, offset: { x: -0.5, y: -0.5 } }, 0.1, -0.2);
    expect(view.offset.x).toBeCloseTo(-0.4, 10);
    expect(view.offset.y).toBeCloseTo(-0.7, 10);
  });
  test('the map cannot be panned away: the centre stays over the layer', () => {
    expect(panView(HOME_VIEW, 5, -5).offset).toEqual({ x: 0.5, y: -0.5 });
    expect(clampView({ zoom: 2, offset: { x: -3, y: 1 } }).offset).toEqual({ x: -1.5, y: 0.5 });
  });
  test('clampView keeps a valid view as it is', () => {
    const view = { zoom: 1.5, offset: { x: -0.2, y: 0.1 } };
    expect(clampView(view)).toBe(view);
  });
  test('isSameView compares zoom and offset', () => {
    expect(isSameView(HOME_VIEW, { zoom: 1, offset: { x: 0, y: 0 } })).toBe(true);
    expect(isSameView(HOME_VIEW, { zoom: 1, offset: { x: 0.1, y: 0 } })).toBe(false);
  });
  test('layerTransform writes percentages of the layer and the scale', () => {
    expect(layerTransform({ zoom: 1.5, offset: { x: -0.25, y: 0.125 } })).toBe(
      'translate(-25%, 12.5%) scale(1.5)',
    );
  });
});
