import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
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
// The sentence said to screen readers (a polite live region inside the panel).
const summary = () => panel().querySelector('[aria-live="polite"]')!;

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
    // Screen readers hear what the rows count, transit's vehicles and stations too.
    await waitFor(() => expect(summary()).toHaveTextContent(/transit stations on the map\.$/));
    expect(summary()).toHaveTextContent(
      new RegExp(
        `^${cameras.length} traffic cameras, 5 weather stations, ${news.length} news stories, ` +
          `\\d+ transit vehicles, \\d+ transit stations on the map\\.$`,
      ),
    );
  });

  test('the spoken summary leaves out the layers hidden on the map', async () => {
    renderWithApp(<Panel layers={layersOf({ weather: true, news: true })} />);
    await waitFor(() => expect(summary()).toHaveTextContent(/on the map\.$/));
    expect(summary()).toHaveTextContent(
      `5 weather stations, ${news.length} news stories on the map.`,
    );
  });

  test('the summary is said again when the layers change, not at a refresh’s new figures', async () => {
    function Toggling() {
      const { items } = useMapItems({ mode: 'metro' });
      const [layers, setLayers] = useState(ALL_LAYERS);
      return (
        <>
          <button type="button" onClick={() => setLayers(layersOf({ weather: true, news: true }))}>
            Hide cameras and transit
          </button>
          <LiveDataPanel items={items} layers={layers} />
        </>
      );
    }
    const { client } = renderWithApp(<Toggling />);
    await waitFor(() => expect(summary()).toHaveTextContent(/transit stations on the map\.$/));
    const first = summary().textContent;
    expect(first).toContain(`${cameras.length} traffic cameras`);
    // A refresh with one camera fewer: the row counts it, the sentence is not said again.
    const fewer = demoCameras().filter((c) => c.id !== cameras[0]!.id);
    server.use(http.get('*/api/traffic-cams', () => HttpResponse.json(fewer as never)));
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await waitFor(() =>
      expect(stat('Traffic cameras on the map')).toHaveTextContent(String(cameras.length - 1)),
    );
    expect(summary().textContent).toBe(first);
    // The visitor hides two layers: said at once.
    await userEvent.click(screen.getByRole('button', { name: 'Hide cameras and transit' }));
    expect(summary()).toHaveTextContent(
      `5 weather stations, ${news.length} news stories on the map.`,
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
    expect(stat('Traffic cameras on the map')).toHaveTextContent('–');
    await waitFor(() =>
      expect(stat('News stories on the map')).toHaveTextContent(String(news.length)),
    );
    // Never "0 traffic cameras" for a feed that failed: the summary leaves it out.
    await waitFor(() => expect(summary()).toHaveTextContent(/on the map\.$/));
    expect(summary()).not.toHaveTextContent(/traffic camera/);
  });

  test('the average temperature is of the readings current on the server’s clock', async () => {
    // NWS dated each reading 10 minutes ago; this device runs 3 hours fast, so on its clock every
    // reading is over 2 hours old.
    const serverTime = Date.now();
    server.use(
      http.get('https://api.weather.gov/stations/:id/observations/latest', () =>
        HttpResponse.json({
          properties: {
            timestamp: new Date(serverTime - 600_000).toISOString(),
            temperature: { unitCode: 'wmoUnit:degC', value: -8, qualityControl: 'V' },
            textDescription: 'Snow',
          },
        }),
      ),
    );
    vi.useFakeTimers({ now: serverTime + 3 * 3_600_000, shouldAdvanceTime: true });
    noteServerDate(new Date(serverTime).toUTCString(), Date.now());
    try {
      renderWithApp(<Panel />);
      await waitFor(() => expect(stat('Weather stations')).toHaveTextContent('Average 18°F'));
    } finally {
      forgetServerClock();
      vi.useRealTimers();
    }
  });
});
