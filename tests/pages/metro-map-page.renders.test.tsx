import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import type * as NetworkLayoutModule from '@/pages/layout/network-layout';
import { demoNews } from '@/mocks/responses';
import { preloadMarkerLayer } from '@/features/map/markers/lazy-marker-layer';
import { MetroMapPage } from '@/pages/metro-map-page';
import { server } from '../msw-server';
import { renderWithApp } from '../render';
import { queriesSettled } from '../settle';

// Counts the renders of the page's layout: it re-renders exactly when the page component does.
let layoutRenders = 0;
vi.mock('@/pages/layout/network-layout', async (importOriginal) => {
  const actual = await importOriginal<typeof NetworkLayoutModule>();
  return {
    ...actual,
    NetworkLayout: (props: ComponentProps<typeof NetworkLayoutModule.NetworkLayout>) => {
      layoutRenders += 1;
      return <actual.NetworkLayout {...props} />;
    },
  };
});

const map = () => screen.getByRole('region', { name: 'Twin Cities map' });
const newsMarkers = () => within(map()).queryAllByRole('button', { name: /^News Story: / });
const newsOnTheMap = (liveData: HTMLElement) =>
  within(liveData).getByText('News stories on the map').closest('div')!;

// The page's later chunks, compiled once up front: on a busy machine compiling them takes seconds.
beforeAll(() => Promise.all([import('@/pages/metro-map-below'), preloadMarkerLayer()]), 60_000);

// A role query over ~300 markers takes seconds in jsdom, and a 2-core machine running the suite
// beside a CPU hog and a browser is several times slower again: each wait below ends as soon as its
// condition holds, so its ceiling can be far above what a quiet machine needs (~9 s in all).
const WAIT = { timeout: 90_000 };

test(
  'new news redraws the map and the live numbers, not the page around them (header, footer)',
  { timeout: 300_000 },
  async () => {
    const { client } = renderWithApp(<MetroMapPage />);
    await waitFor(() => expect(newsMarkers().length).toBeGreaterThan(2), WAIT);
    // Found once: a role query over ~300 markers is slow.
    const liveData = await screen.findByRole('region', { name: 'Live Twin Cities Data' }, WAIT);
    const shown = newsMarkers().length;
    await waitFor(() => expect(newsOnTheMap(liveData)).toHaveTextContent(String(shown)), WAIT);
    // Every first answer drawn (the stations' readings come after the markers): then count.
    await queriesSettled(client, WAIT.timeout);
    const before = layoutRenders;

    const placed = demoNews().filter((story) => typeof story.latitude === 'number');
    const dropped = placed[0]!.id;
    server.use(
      http.get('*/api/news', () =>
        HttpResponse.json(demoNews().filter((story) => story.id !== dropped)),
      ),
    );
    await act(() => client.refetchQueries({ queryKey: ['/api/news'] }));

    await waitFor(() => expect(newsMarkers()).toHaveLength(shown - 1), WAIT);
    await waitFor(() => expect(newsOnTheMap(liveData)).toHaveTextContent(String(shown - 1)), WAIT);
    expect(layoutRenders).toBe(before);
  },
);
