import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type * as KindIcons from '@/kinds/kind-icons';
import { ALL_LAYERS } from '@/kinds/map-url-state';
import { LiveDataPanel } from '@/features/live-data/live-data-panel';
import { useMapItems } from '@/kinds/use-map-items';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

// The panel reads the camera row's icon at every render: counting those reads counts its renders.
let panelRenders = 0;
vi.mock('@/kinds/kind-icons', async (importOriginal) => {
  const actual = await importOriginal<typeof KindIcons>();
  return {
    ...actual,
    KIND_ICON: new Proxy(actual.KIND_ICON, {
      get(icons, kind: string) {
        if (kind === 'camera') panelRenders += 1;
        return icons[kind as keyof typeof icons];
      },
    }),
  };
});

function Panel() {
  const { items } = useMapItems({ mode: 'metro' });
  return <LiveDataPanel items={items} layers={ALL_LAYERS} />;
}

const panel = () => screen.getByRole('region', { name: 'Live Twin Cities Data' });
const stat = (label: string) => within(panel()).getByText(label).closest('div')!;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Live Twin Cities Data at a refresh', () => {
  test('unchanged camera, news and station refreshes re-render only the freshness lines (transit’s is the fourth)', async () => {
    const { client } = renderWithApp(<Panel />);
    await waitFor(() => expect(within(panel()).getAllByText('Updated just now')).toHaveLength(4));
    await settle();
    const before = panelRenders;
    expect(before).toBeGreaterThan(0);
    for (const key of ['/api/traffic-cams', '/api/news', 'nws'])
      await act(() => client.refetchQueries({ queryKey: [key] }));
    await settle();
    expect(panelRenders).toBe(before);
    expect(within(panel()).getAllByText('Updated just now')).toHaveLength(4);
  });

  test('a failed news refresh keeps the count and says so on the news line only', async () => {
    const { client } = renderWithApp(<Panel />);
    await waitFor(() => expect(within(panel()).getAllByText('Updated just now')).toHaveLength(4));
    // The counts follow the answers in a render of their own (decision 028): a loaded CI run read
    // the placeholder here, the freshness lines already drawn.
    const newsCount = () => within(stat('News stories on the map')).getAllByRole('definition')[0]!;
    await waitFor(() => expect(newsCount()).toHaveTextContent(/^\d+$/));
    const count = newsCount().textContent;
    server.use(http.get('*/api/news', () => new HttpResponse(null, { status: 502 })));
    await act(() => client.refetchQueries({ queryKey: ['/api/news'] }));
    await waitFor(() =>
      expect(stat('News stories on the map')).toHaveTextContent(
        '(refresh failed, showing last data)',
      ),
    );
    expect(newsCount()).toHaveTextContent(count!);
    expect(within(panel()).getAllByText('(refresh failed, showing last data)')).toHaveLength(1);
  });
});
