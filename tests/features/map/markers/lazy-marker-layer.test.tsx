import { render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { LazyMarkerLayer } from '@/features/map/markers/lazy-marker-layer';
import type { NamedMarkerLayerProps } from '@/features/map/markers/named-marker-layer';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import type { MapItems } from '@/kinds/map-kinds';
import { camera, cameraItems } from '../map-test-items';
import { itemsOf } from '../../../support/map-kinds';

const NO_ITEMS: MapItems = itemsOf({});

function props(items: MapItems): NamedMarkerLayerProps {
  return {
    items,
    layers: ALL_LAYERS,
    size: { width: 1200, height: 700 },
    zoom: 1,
    tone: 'light',
    mapStyle: 'overview',
    onOpen: vi.fn(),
    onZoomTo: vi.fn(),
  };
}

describe('LazyMarkerLayer', () => {
  test('draws nothing before the first paint, even with points to draw, and draws them after it', async () => {
    const items = cameraItems([camera('c1', 44.98, -93.27)]);
    const { container, rerender } = render(
      <LazyMarkerLayer painted={false} {...props(NO_ITEMS)} />,
    );
    expect(container).toBeEmptyDOMElement();
    // The feeds answer before the paint: the markers' code still waits for it (issue 44). A map
    // that has painted loads that code meanwhile; this one does not take it up.
    rerender(<LazyMarkerLayer painted={false} {...props(items)} />);
    const painted = render(<LazyMarkerLayer painted {...props(items)} />);
    expect(
      await within(painted.container).findByRole('button', { name: 'Traffic Camera: Camera c1' }),
    ).toBeVisible();
    expect(container).toBeEmptyDOMElement();
    rerender(<LazyMarkerLayer painted {...props(items)} />);
    expect(
      await within(container).findByRole('button', { name: 'Traffic Camera: Camera c1' }),
    ).toBeVisible();
  });

  test('names a cluster after the place the map labels nearest to it', async () => {
    render(
      <LazyMarkerLayer
        painted
        {...props(cameraItems([camera('c1', 44.9776, -93.2711), camera('c2', 44.9777, -93.2712)]))}
      />,
    );
    expect(
      await screen.findByRole('button', {
        name: /^2 points: 2 traffic cameras near Downtown Minneapolis$/,
      }),
    ).toHaveTextContent('2');
  });
});
