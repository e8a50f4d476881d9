import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import type * as NetworkLayoutModule from '@/pages/layout/network-layout';
import type * as MapLegendModule from '@/features/map/map-legend';
import type * as PlaceSearchModule from '@/features/location/place-search';
import type * as CardListsModule from '@/features/details/card-lists';
import { preloadMarkerLayer } from '@/features/map/markers/lazy-marker-layer';
import { MetroMapPage } from '@/pages/metro-map-page';
import { renderWithApp } from '../render';
import { queriesSettled } from '../settle';

// Renders of the parts a layer toggle must leave alone (issue 26: a toggle ≤ 50 ms), counted by
// wrapping each component: the layout (header, clock, chooser, footer), the legend, a panel and a
// card list below the map.
const renders = { layout: 0, legend: 0, placeSearch: 0, newsCards: 0 };
vi.mock('@/pages/layout/network-layout', async (importOriginal) => {
  const actual = await importOriginal<typeof NetworkLayoutModule>();
  return {
    ...actual,
    NetworkLayout: (props: ComponentProps<typeof NetworkLayoutModule.NetworkLayout>) => {
      renders.layout += 1;
      return <actual.NetworkLayout {...props} />;
    },
  };
});
vi.mock('@/features/map/map-legend', async (importOriginal) => {
  const actual = await importOriginal<typeof MapLegendModule>();
  return {
    ...actual,
    MapLegend: (props: ComponentProps<typeof MapLegendModule.MapLegend>) => {
      renders.legend += 1;
      return <actual.MapLegend {...props} />;
    },
  };
});
vi.mock('@/features/location/place-search', async (importOriginal) => {
  const actual = await importOriginal<typeof PlaceSearchModule>();
  return {
    ...actual,
    PlaceSearch: (props: ComponentProps<typeof PlaceSearchModule.PlaceSearch>) => {
      renders.placeSearch += 1;
      return <actual.PlaceSearch {...props} />;
    },
  };
});
vi.mock('@/features/details/card-lists', async (importOriginal) => {
  const actual = await importOriginal<typeof CardListsModule>();
  return {
    ...actual,
    NewsCards: (props: ComponentProps<typeof CardListsModule.NewsCards>) => {
      renders.newsCards += 1;
      return <actual.NewsCards {...props} />;
    },
  };
});

const map = () => screen.getByRole('region', { name: 'Twin Cities map' });
const cameraMarkers = () => within(map()).queryAllByRole('button', { name: /^Traffic Camera: / });

// The page's later chunks, compiled once up front: on a busy machine compiling them takes seconds.
beforeAll(
  () =>
    Promise.all([
      import('@/pages/metro-map-below'),
      import('@/features/map/map-legend'),
      preloadMarkerLayer(),
    ]),
  60_000,
);

// Role queries over ~300 markers are slow in jsdom on a busy machine: each wait ends as soon as
// its condition holds.
const WAIT = { timeout: 90_000 };

test(
  'a layer toggle re-renders the map and its switch, not the layout, legend or panels below',
  { timeout: 300_000 },
  async () => {
    const { client } = renderWithApp(<MetroMapPage />);
    await waitFor(() => expect(cameraMarkers().length).toBeGreaterThan(100), WAIT);
    await screen.findByRole('region', { name: 'Local News' }, WAIT);
    // The legend renders after the first paint: counted once it is on the page. Waited for by a
    // selector, not a role query: each query over ~300 markers costs seconds on a loaded CI
    // machine, and a run with a CPU hog spent 90 s in them without seeing the legend. Not by its
    // render count either: React may call it and commit it later (a CI run looked in between).
    const legendSelector = 'section[aria-label="Map legend"]';
    await waitFor(() => expect(document.querySelector(legendSelector)).not.toBeNull(), WAIT);
    expect(screen.getByRole('region', { name: 'Map legend' })).toBeInTheDocument();
    await queriesSettled(client, WAIT.timeout);
    const before = { ...renders };
    const cameras = within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', {
      name: /^Cameras/,
    });

    await act(async () => {
      fireEvent.click(cameras);
    });
    await waitFor(() => expect(cameraMarkers()).toHaveLength(0), WAIT);
    expect(cameras).toHaveAttribute('aria-pressed', 'false');
    await act(async () => {
      fireEvent.click(cameras);
    });
    await waitFor(() => expect(cameraMarkers().length).toBeGreaterThan(100), WAIT);
    expect(cameras).toHaveAttribute('aria-pressed', 'true');

    expect(renders).toEqual(before);
  },
);
