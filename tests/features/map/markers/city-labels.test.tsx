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
  expect(saintPaul).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Minneapolis')).toHaveStyle(toPercent(pointOf(MINNEAPOLIS)));
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
  const top = parseFloat(name.style.top) / 100;
  expect(parseFloat(name.style.left) / 100).toBeCloseTo(own.x, 4);
  // Down (up, it would cover "Minneapolis" just above it), just clear of the marker (at least
  // 24 px high, a 20 px line for the name, 2 px between) and no further than two of its heights
  // with their gaps.
  const down = (top - own.y) * PHONE_VIEW.height;
  expect(down).toBeGreaterThanOrEqual((24 + 20) / 2 + 2);
  expect(down).toBeLessThanOrEqual(44);
  // On a phone Minneapolis is written 14 px above: the marker reaches its name too, which moves up.
  const minneapolis = screen.getByText('Minneapolis');
  expect(parseFloat(minneapolis.style.top) / 100).toBeLessThan(pointOf(MINNEAPOLIS).y);
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
