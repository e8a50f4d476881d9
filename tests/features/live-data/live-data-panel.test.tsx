import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { LiveDataPanel } from '@/features/live-data/live-data-panel';
import { useMapItems } from '@/kinds/use-map-items';
import { ALL_LAYERS, type MapLayers } from '@/kinds/map-url-state';
import { demoCameras, demoNews } from '@/mocks/responses';
import { renderWithApp } from '../../render';
import { server } from '../../msw-server';
import { inMetroBox } from '../../support/metro-box';
import { layersOf } from '../../support/map-kinds';

function Panel({ layers = ALL_LAYERS }: { layers?: MapLayers }) {
  const { items } = useMapItems({ mode: 'metro' });
  return <LiveDataPanel items={items} layers={layers} />;
}

const cameras = demoCameras().filter((c) => inMetroBox(c.latitude, c.longitude));
const news = demoNews().filter((n) => inMetroBox(n.latitude, n.longitude));

const panel = () => screen.getByRole('region', { name: 'Live Twin Cities Data' });
const stat = (label: string) => within(panel()).getByText(label).closest('div')!;

describe('Live Twin Cities Data', () => {
  test('counts what the map draws, with each feed’s last update', async () => {
    renderWithApp(<Panel />);
    expect(stat('Traffic cameras on the map')).toHaveTextContent('…');
    await waitFor(() =>
      expect(stat('Traffic cameras on the map')).toHaveTextContent(String(cameras.length)),
    );
    const active = cameras.filter((c) => c.status === 'active').length;
    expect(stat('Traffic cameras on the map')).toHaveTextContent(
      `${active} active · ${cameras.length - active} not active`,
    );
    await waitFor(() =>
      expect(stat('News stories on the map')).toHaveTextContent(String(news.length)),
    );
    expect(stat('News stories on the map')).toHaveTextContent(
      `${news.filter((n) => n.impact === 'high').length} high impact`,
    );
    expect(stat('Weather stations')).toHaveTextContent('5');
    await waitFor(() => expect(stat('Weather stations')).toHaveTextContent(/Average 1\d°F/));
    await waitFor(() => expect(within(panel()).getAllByText('Updated just now')).toHaveLength(4));
    expect(within(panel()).getByText(/traffic cameras, 5 weather stations and/)).toHaveTextContent(
      `${cameras.length} traffic cameras, 5 weather stations and ${news.length} news stories on the map.`,
    );
  });

  test('says which layers are hidden on the map', async () => {
    renderWithApp(<Panel layers={layersOf({ weather: true })} />);
    expect(stat('Traffic cameras on the map')).toHaveTextContent('(hidden on map)');
    expect(stat('News stories on the map')).toHaveTextContent('(hidden on map)');
    expect(stat('Weather stations')).not.toHaveTextContent('(hidden on map)');
  });

  test('a failing feed shows its own message; the others keep counting', async () => {
    server.use(http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 500 })));
    renderWithApp(<Panel />);
    await waitFor(() =>
      expect(stat('Traffic cameras on the map')).toHaveTextContent(
        'Traffic camera data is unavailable right now.',
      ),
    );
    expect(stat('Traffic cameras on the map')).toHaveTextContent('—');
    await waitFor(() =>
      expect(stat('News stories on the map')).toHaveTextContent(String(news.length)),
    );
  });
});
