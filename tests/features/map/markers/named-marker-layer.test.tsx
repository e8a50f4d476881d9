import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { NamedMarkerLayer } from '@/features/map/markers/named-marker-layer';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import type { MapItems } from '@/kinds/map-kinds';
import { story } from '../../../domain/map-item-fixtures';
import { camera } from '../map-test-items';
import { itemsOf } from '../../../support/map-kinds';

// Downtown Minneapolis (Nicollet Mall).
const downtown = { lat: 44.9778, lng: -93.2717 };
const hostile = '<img src=x onerror="alert(1)">Crash';

const items = (): MapItems =>
  itemsOf({
    cameras: [{ item: camera('c1', downtown.lat, downtown.lng), point: downtown }],
    news: [
      {
        item: { ...story('n1', downtown), title: hostile, url: 'javascript:alert(1)' },
        point: downtown,
      },
    ],
  });

const renderLayer = (zoom: number) =>
  render(
    <NamedMarkerLayer
      items={items()}
      layers={ALL_LAYERS}
      size={{ width: 1200, height: 700 }}
      zoom={zoom}
      tone="light"
      mapStyle="overview"
      onOpen={vi.fn()}
      onZoomTo={vi.fn()}
    />,
  );

test('a cluster is named after the place the map labels nearest to it', () => {
  renderLayer(1);
  expect(
    screen.getByRole('button', {
      name: '2 points: 1 traffic camera, 1 news story near Downtown Minneapolis',
    }),
  ).toBeInTheDocument();
});

test('apart, each marker is named for its item; a feed’s title stays text and is never a link', () => {
  const { container } = render(
    <NamedMarkerLayer
      items={{
        ...items(),
        cameras: [{ item: camera('c1', 45.1, -93.6), point: { lat: 45.1, lng: -93.6 } }],
      }}
      layers={ALL_LAYERS}
      size={{ width: 1200, height: 700 }}
      zoom={1}
      tone="light"
      mapStyle="overview"
      onOpen={vi.fn()}
      onZoomTo={vi.fn()}
    />,
  );
  expect(screen.getByRole('button', { name: 'Traffic Camera: Camera c1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `News Story: ${hostile}` })).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});
