import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { expect, test, vi } from 'vitest';
import { ZOOM } from '@/domain/constants';
import { MapControls } from '@/features/map/map-controls';
import { layerCountsOf, layersOf } from '../../support/map-kinds';

type Props = ComponentProps<typeof MapControls>;

const props = (extra: Partial<Props> = {}): Props => ({
  mapStyle: 'overview',
  onMapStyleChange: () => undefined,
  layers: layersOf({ cameras: true, news: true }),
  onLayersChange: () => undefined,
  counts: layerCountsOf({ cameras: '120', weather: '5' }),
  radar: false,
  onRadarChange: () => undefined,
  viewMode: 'map',
  onViewModeChange: () => undefined,
  zoom: 1,
  onZoomChange: () => undefined,
  onReset: () => undefined,
  resetLabel: 'Reset View to Twin Cities',
  ...extra,
});

const group = (name: string) => screen.getByRole('group', { name });

test('the style in force is the pressed one; choosing another asks for it', async () => {
  const user = userEvent.setup();
  const onMapStyleChange = vi.fn();
  render(<MapControls {...props({ onMapStyleChange })} />);
  const styles = group('Map style');
  expect(within(styles).getByRole('button', { name: 'Overview' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(styles).getByRole('button', { name: 'Street' }));
  expect(onMapStyleChange).toHaveBeenCalledWith('street');
});

test('each layer is a toggle with its count; flipping one keeps the others', async () => {
  const user = userEvent.setup();
  const onLayersChange = vi.fn();
  const onRadarChange = vi.fn();
  render(<MapControls {...props({ onLayersChange, onRadarChange })} />);
  const layers = group('Map layers');
  const cameras = within(layers).getByRole('button', { name: 'Cameras 120' });
  expect(cameras).toHaveAttribute('aria-pressed', 'true');
  const weather = within(layers).getByRole('button', { name: 'Weather 5' });
  expect(weather).toHaveAttribute('aria-pressed', 'false');
  expect(within(layers).getByRole('button', { name: 'News 0' })).toBeInTheDocument();
  await user.click(weather);
  expect(onLayersChange).toHaveBeenCalledWith(
    layersOf({ cameras: true, weather: true, news: true }),
  );
  await user.click(within(layers).getByRole('button', { name: 'Radar' }));
  expect(onRadarChange).toHaveBeenCalledWith(true);
});

test('map or list; the zoom controls are there for the map only', async () => {
  const user = userEvent.setup();
  const onViewModeChange = vi.fn();
  const { rerender } = render(<MapControls {...props({ onViewModeChange })} />);
  const view = group('View as');
  expect(within(view).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(view).getByRole('button', { name: 'List' }));
  expect(onViewModeChange).toHaveBeenCalledWith('list');
  expect(group('Zoom')).toBeInTheDocument();
  rerender(<MapControls {...props({ viewMode: 'list' })} />);
  expect(screen.queryByRole('group', { name: 'Zoom' })).not.toBeInTheDocument();
  expect(within(group('View as')).getByRole('button', { name: 'List' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('zoom steps by a quarter, says its percent, and stops at its ends; reset has its words', async () => {
  const user = userEvent.setup();
  const onZoomChange = vi.fn();
  const onReset = vi.fn();
  const { rerender } = render(<MapControls {...props({ onZoomChange, onReset })} />);
  const zoom = group('Zoom');
  expect(zoom).toHaveTextContent('100%');
  await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
  expect(onZoomChange).toHaveBeenLastCalledWith(1 + ZOOM.step);
  await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
  expect(onZoomChange).toHaveBeenLastCalledWith(1 - ZOOM.step);
  await user.click(within(zoom).getByRole('button', { name: 'Reset View to Twin Cities' }));
  expect(onReset).toHaveBeenCalledTimes(1);
  rerender(<MapControls {...props({ zoom: ZOOM.max })} />);
  expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  rerender(<MapControls {...props({ zoom: ZOOM.min })} />);
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
});

test('zooming to the end with the keyboard hands the focus to the other zoom button, not the page', async () => {
  const user = userEvent.setup();
  function Zooming() {
    const [zoom, setZoom] = useState(ZOOM.max - ZOOM.step);
    return <MapControls {...props({ zoom, onZoomChange: setZoom })} />;
  }
  render(<Zooming />);
  within(group('Zoom')).getByRole('button', { name: 'Zoom in' }).focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveFocus();
});
