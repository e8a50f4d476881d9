import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { MarkerLayer, type MarkerLayerProps } from '@/features/map/markers/marker-layer';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import type { MapItems } from '@/kinds/map-kinds';
import type { Camera, NewsItem } from '@/domain/types';
import { camera } from '../map-test-items';
import { itemsOf as mapItemsOf, layersOf } from '../../../support/map-kinds';

const story = (id: string, lat: number, lng: number): NewsItem => ({
  id,
  title: `Story ${id}`,
  description: '',
  category: 'Traffic',
  impact: 'high',
  source: '',
  publishedAt: '',
  url: null,
  tags: [],
  position: { lat, lng },
  county: 'Hennepin',
});

const itemsOf = (cameras: Camera[], news: NewsItem[]): MapItems =>
  mapItemsOf({
    cameras: cameras.map((item) => ({ item, point: item.position! })),
    news: news.map((item) => ({ item, point: item.position! })),
  });

function renderLayer(props: Partial<MarkerLayerProps> & { items: MapItems }) {
  const onOpen = vi.fn();
  const onZoomTo = vi.fn();
  const all: MarkerLayerProps = {
    layers: ALL_LAYERS,
    size: { width: 1200, height: 700 },
    zoom: 1,
    tone: 'light',
    mapStyle: 'overview',
    onOpen,
    onZoomTo,
    placeNear: () => 'Edina',
    ...props,
  };
  const view = render(
    <div data-testid="layer">
      <MarkerLayer {...all} />
    </div>,
  );
  return { ...view, onOpen, onZoomTo, props: all };
}

beforeAll(() => import('@/features/map/markers/cluster-list'));

describe('MarkerLayer', () => {
  test('a camera and a story at the same corner: one cluster → list → both reachable', async () => {
    const user = userEvent.setup();
    const { onOpen, onZoomTo } = renderLayer({
      items: itemsOf([camera('c1', 44.9, -93.3)], [story('n1', 44.9, -93.3)]),
    });
    expect(screen.queryByRole('button', { name: /^Traffic Camera:/ })).toBeNull();
    const cluster = screen.getByRole('button', {
      name: '2 points: 1 traffic camera, 1 news story near Edina',
    });
    expect(cluster).toHaveTextContent('2');
    await user.click(cluster);
    expect(onZoomTo).not.toHaveBeenCalled();
    const list = await screen.findByRole('dialog');
    expect(
      within(list).getByText('2 points: 1 traffic camera, 1 news story near Edina'),
    ).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Traffic Camera: Camera c1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'camera', item: expect.objectContaining({ id: 'c1' }) }),
      cluster,
    );
  });

  test('a cluster that a zoom can split asks the map to zoom there', async () => {
    const user = userEvent.setup();
    // ~0.001° of longitude apart: ~1 px at 1,200 px for the whole metro box → split at a deep zoom.
    const { onZoomTo } = renderLayer({
      items: itemsOf([camera('a', 44.9, -93.3), camera('b', 44.9, -93.285)], []),
    });
    await user.click(
      screen.getByRole('button', { name: '2 points: 2 traffic cameras near Edina' }),
    );
    expect(onZoomTo).toHaveBeenCalledTimes(1);
    const [at, zoom] = onZoomTo.mock.calls[0]!;
    expect(zoom).toBeGreaterThan(1);
    expect(at.x).toBeGreaterThan(0);
  });

  test('a spread cluster hands the focus to the marker that holds its first point', async () => {
    const user = userEvent.setup();
    const items = itemsOf([camera('a', 44.9, -93.3), camera('b', 44.9, -93.285)], []);
    const { onZoomTo, rerender, props } = renderLayer({ items });
    const cluster = screen.getByRole('button', { name: '2 points: 2 traffic cameras near Edina' });
    cluster.focus();
    await user.keyboard('{Enter}');
    const [, zoom] = onZoomTo.mock.calls[0]!;
    // The map zooms there: the cluster's button is gone, its two cameras drawn apart.
    rerender(
      <div data-testid="layer">
        <MarkerLayer {...props} zoom={zoom} />
      </div>,
    );
    expect(cluster).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Traffic Camera: Camera a' })).toHaveFocus();
  });

  test('single points keep their names; markers and clusters are in the tab order', () => {
    renderLayer({
      items: itemsOf([camera('a', 45.1, -93.6), camera('b', 44.75, -92.9)], []),
    });
    const markers = screen.getAllByRole('button', { name: /^Traffic Camera: Camera [ab]$/ });
    expect(markers).toHaveLength(2);
    for (const marker of markers) expect(marker.tabIndex).toBe(0);
  });

  test('an unchanged re-render with the same arrays changes no DOM node', async () => {
    const items = itemsOf(
      Array.from({ length: 40 }, (_, i) =>
        camera(`c${i}`, 44.95 + (i % 7) * 0.01, -93.27 + i * 0.004),
      ),
      [story('n', 44.97, -93.26)],
    );
    const { rerender, props, getByTestId } = renderLayer({ items });
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(getByTestId('layer'), { subtree: true, childList: true, attributes: true });
    rerender(
      <div data-testid="layer">
        <MarkerLayer {...props} />
      </div>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    observer.disconnect();
    expect(changes).toHaveLength(0);
  });

  test('layers that are off draw nothing; before a size is known nothing is clustered', () => {
    renderLayer({
      items: itemsOf([camera('a', 44.9, -93.3)], [story('n', 44.9, -93.3)]),
      layers: layersOf({ weather: true, news: true }),
    });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'News Story: Story n' })).toBeInTheDocument();
  });

  test('without a size (a layout-less DOM) every point is its own marker', () => {
    renderLayer({
      items: itemsOf([camera('a', 44.9, -93.3)], [story('n', 44.9, -93.3)]),
      size: null,
    });
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  test('the phone marks its tapped marker pressed, and favourite cameras with a star', () => {
    const { container } = renderLayer({
      items: itemsOf([camera('a', 45.1, -93.6), camera('b', 44.75, -92.9)], []),
      tone: 'dark',
      pressedKey: 'camera:a',
      markedCameraIds: new Set(['b']),
    });
    expect(screen.getByRole('button', { name: 'Traffic Camera: Camera a' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Traffic Camera: Camera b' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(container.querySelectorAll('svg.lucide-star')).toHaveLength(1);
  });
});

test('new items (a feed’s answer) are clustered in a deferred render, after the render that brought them', () => {
  const cameraButtons = () => screen.queryAllByRole('button', { name: /^Traffic Camera:/ }).length;
  /** The markers on the page at each commit of the page's own render. */
  const seen: number[] = [];
  function CommitProbe(_: { items: MapItems }) {
    useLayoutEffect(() => {
      seen.push(cameraButtons());
    });
    return null;
  }
  const props = {
    layers: ALL_LAYERS,
    size: { width: 1200, height: 700 },
    zoom: 1,
    tone: 'light' as const,
    mapStyle: 'overview' as const,
    onOpen: vi.fn(),
    onZoomTo: vi.fn(),
    placeNear: () => 'Edina',
  };
  const page = (items: MapItems) => (
    <>
      <MarkerLayer {...props} items={items} />
      <CommitProbe items={items} />
    </>
  );
  const { rerender } = render(page(itemsOf([camera('c1', 44.9, -93.3)], [])));
  expect(seen).toEqual([1]);
  rerender(page(itemsOf([camera('c1', 44.9, -93.3), camera('c2', 45.2, -92.9)], [])));
  // The page's render committed with the markers as they were; the next one drew the new camera.
  expect(seen).toEqual([1, 1]);
  expect(cameraButtons()).toBe(2);
});
