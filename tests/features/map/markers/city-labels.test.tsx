import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { NamedMarkerLayer } from '@/features/map/markers/named-marker-layer';
import { cityLabelPoints } from '@/features/map/markers/city-labels';
import { CITY_LABELS } from '@/components/map/place-labels';
import { project, toPercent } from '@/domain/projection';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import type { MapItems } from '@/kinds/map-kinds';
import { camera, cameraItems } from '../map-test-items';

/** The phone's map: 330 px across, 390 down, at its one zoom. */
const PHONE_VIEW = { width: 330, height: 390, zoom: 1 };
const SAINT_PAUL = CITY_LABELS.find((label) => label.text === 'Saint Paul')!;
const MINNEAPOLIS = CITY_LABELS.find((label) => label.text === 'Minneapolis')!;
const pointOf = (label: typeof SAINT_PAUL) => project({ lat: label.at[0], lng: label.at[1] });

/**
 * Where a name is drawn on the surface (0–1): its own point (`left`, `top`) and the move its
 * transform adds, in surface px. (jsdom lays nothing out, so the style is read, not a box.)
 */
function drawnAt(name: HTMLElement) {
  const move = /translate\(calc\(-50% \+ (-?[\d.]+)px\), calc\(-50% \+ (-?[\d.]+)px\)\)/.exec(
    name.style.transform,
  );
  if (!move) throw new Error(`no move in "${name.style.transform}"`);
  return {
    x: parseFloat(name.style.left) / 100 + Number(move[1]) / PHONE_VIEW.width,
    y: parseFloat(name.style.top) / 100 + Number(move[2]) / PHONE_VIEW.height,
  };
}

const renderLayer = (items: MapItems, mapStyle: 'night' | 'overview' = 'night') =>
  render(
    <NamedMarkerLayer
      items={items}
      layers={ALL_LAYERS}
      size={{ width: PHONE_VIEW.width, height: PHONE_VIEW.height }}
      zoom={1}
      tone="dark"
      mapStyle={mapStyle}
      onOpen={vi.fn()}
      onZoomTo={vi.fn()}
    />,
  );

test('with no marker near them, both cities are named on their own points, in English', () => {
  const { container } = renderLayer(cameraItems([camera('far', 45.2, -93.7)]));
  const saintPaul = screen.getByText('Saint Paul');
  expect(saintPaul).toHaveStyle(toPercent(pointOf(SAINT_PAUL)));
  expect(drawnAt(saintPaul).x).toBeCloseTo(pointOf(SAINT_PAUL).x, 4);
  expect(drawnAt(saintPaul).y).toBeCloseTo(pointOf(SAINT_PAUL).y, 4);
  expect(saintPaul).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Minneapolis')).toHaveStyle(toPercent(pointOf(MINNEAPOLIS)));
  expect(drawnAt(screen.getByText('Minneapolis')).y).toBeCloseTo(pointOf(MINNEAPOLIS).y, 4);
  // Decoration: hidden from assistive tech, never in a pointer's way, under the markers.
  const layer = saintPaul.parentElement!;
  expect(layer).toHaveAttribute('aria-hidden', 'true');
  expect(layer).toHaveClass('pointer-events-none');
  expect(container.firstElementChild).toBe(layer);
});

test('a camera on Saint Paul’s point moves its name just clear of the marker', () => {
  renderLayer(cameraItems([camera('on', SAINT_PAUL.at[0], SAINT_PAUL.at[1])]));
  const marker = screen.getByRole('button', { name: /Camera on/ });
  expect(marker).toHaveStyle(toPercent(pointOf(SAINT_PAUL)));
  const name = screen.getByText('Saint Paul');
  const own = pointOf(SAINT_PAUL);
  // Anchored on its own point and moved by its transform: a move of `left`/`top` would be a layout
  // shift.
  expect(name).toHaveStyle(toPercent(own));
  const { x, y: top } = drawnAt(name);
  expect(x).toBeCloseTo(own.x, 4);
  // Down (up, it would cover "Minneapolis" just above it), just clear of the marker (at least
  // 24 px high, a 20 px line for the name, 2 px between) and no further than two of its heights
  // with their gaps.
  const down = (top - own.y) * PHONE_VIEW.height;
  expect(down).toBeGreaterThanOrEqual((24 + 20) / 2 + 2);
  expect(down).toBeLessThanOrEqual(44);
  // On a phone Minneapolis is written 14 px above: the marker reaches its name too, which moves up.
  const minneapolis = screen.getByText('Minneapolis');
  expect(drawnAt(minneapolis).y).toBeLessThan(pointOf(MINNEAPOLIS).y);
});

test('each style writes the names in its own colours: light on the phone’s night, dark on the overview', () => {
  const night = renderLayer(cameraItems([]), 'night');
  expect(screen.getByText('Saint Paul')).toHaveClass('text-slate-300');
  night.unmount();
  renderLayer(cameraItems([]), 'overview');
  expect(screen.getByText('Saint Paul')).toHaveClass('text-slate-800');
});

test('before the surface is measured, the names are on their points', () => {
  const markers = [{ at: pointOf(SAINT_PAUL), width: 32, height: 32 }];
  expect(cityLabelPoints(markers, { width: 0, height: 0, zoom: 1 })).toEqual([
    pointOf(MINNEAPOLIS),
    pointOf(SAINT_PAUL),
  ]);
  // Zoomed in twice, the same marker is as big on screen but the move is half as far on the surface.
  const once = cityLabelPoints(markers, PHONE_VIEW)[1]!;
  const twice = cityLabelPoints(markers, { ...PHONE_VIEW, zoom: 2 })[1]!;
  expect(Math.abs(pointOf(SAINT_PAUL).y - twice.y)).toBeCloseTo(
    Math.abs(pointOf(SAINT_PAUL).y - once.y) / 2,
    6,
  );
});
