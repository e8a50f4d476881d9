import { render, screen } from '@testing-library/react';
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
    onOpen: vi.fn(),
    onZoomTo: vi.fn(),
  };
}

describe('LazyMarkerLayer', () => {
  test('draws nothing before the first paint while there is nothing to draw', async () => {
    const { container, rerender } = render(
      <LazyMarkerLayer painted={false} {...props(NO_ITEMS)} />,
    );
    expect(container).toBeEmptyDOMElement();
    // The feeds answer: the layer's code is fetched at once, without waiting for the paint.
    rerender(
      <LazyMarkerLayer painted={false} {...props(cameraItems([camera('c1', 44.98, -93.27)]))} />,
    );
    expect(await screen.findByRole('button', { name: 'Traffic Camera: Camera c1' })).toBeVisible();
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
