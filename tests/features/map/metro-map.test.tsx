// MetroMap as a whole (layers, styles, zoom, list mode, details, feed failures, re-renders, local
// mode) against the demo feeds; every part reads the map through the same marker queries below.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Profiler, useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { DEFAULT_MAP_URL_STATE } from '@/kinds/map-url-state';
import { MetroMap as BareMap } from '@/features/map/metro-map';
import { MapWithDetails as MetroMap } from './map-with-details';
import { demoCameras, demoNews } from '@/mocks/responses';
import { renderWithApp } from '../../render';
import { server } from '../../msw-server';
import { queriesSettled } from '../../settle';
import { edina } from '../../domain/fixtures';
import { inMetroBox } from '../../support/metro-box';
import { layersOf } from '../../support/map-kinds';

const CAMERAS = demoCameras().filter((c) => inMetroBox(c.latitude, c.longitude)).length;
const NEWS = demoNews().filter((n) => inMetroBox(n.latitude, n.longitude)).length;

const region = () => screen.getByRole('region', { name: 'Twin Cities map' });
const markers = (prefix: string) =>
  within(region()).queryAllByRole('button', { name: new RegExp(`^${prefix}: `) });

async function renderMap(ui = <MetroMap />) {
  const result = renderWithApp(ui);
  await waitFor(() => expect(markers('Traffic Camera').length).toBe(CAMERAS));
  await waitFor(() => expect(markers('News Story').length).toBe(NEWS));
  return result;
}

describe('MetroMap', () => {
  // The dialog's lazy chunk is loaded once here, so compiling it on a busy machine is not counted
  // against a test's wait for the dialog.
  beforeAll(() =>
    Promise.all([import('@/features/details/details-dialog'), import('@/features/map/map-list')]),
  );

  test('shows loading first, then every drawable marker with its contract name', async () => {
    renderWithApp(<MetroMap />);
    expect(region()).toHaveAttribute('id', 'map');
    expect(within(region()).getByRole('status')).toHaveTextContent(
      'Loading traffic cameras and news…',
    );
    // Before any answer the counts say they are loading, not 0.
    expect(screen.getByRole('button', { name: /^Cameras/ })).toHaveAccessibleName('Cameras …');
    await waitFor(() => expect(markers('Traffic Camera')).toHaveLength(CAMERAS));
    await waitFor(() => expect(markers('News Story')).toHaveLength(NEWS));
    expect(markers('Weather Station')).toHaveLength(5);
    expect(
      screen.getByRole('button', { name: 'Traffic Camera: I-694: I-694 NB @ 40th St' }),
    ).toBeInTheDocument();
    expect(within(region()).getByRole('status')).toHaveTextContent('');
    // News without coordinates are not drawn in metro mode.
    expect(
      screen.queryByRole('button', { name: /News Story: Dakota County plows/ }),
    ).not.toBeInTheDocument();
  });

  test('layer toggles start pressed, show their counts and hide their markers', async () => {
    const user = userEvent.setup();
    await renderMap();
    const layers = screen.getByRole('group', { name: 'Map layers' });
    const cameras = within(layers).getByRole('button', { name: /^Cameras/ });
    expect(cameras).toHaveAccessibleName(`Cameras ${CAMERAS}`);
    expect(within(layers).getByRole('button', { name: /^Weather/ })).toHaveAccessibleName(
      'Weather 5',
    );
    expect(within(layers).getByRole('button', { name: /^News/ })).toHaveAccessibleName(
      `News ${NEWS}`,
    );
    expect(within(layers).getByRole('button', { name: /^Transit \d+$/ })).toBeInTheDocument();
    // The marker layers start on; Radar, in the same group, starts off.
    for (const button of within(layers).getAllByRole('button', {
      name: /^(Cameras|Weather|News|Transit)/,
    }))
      expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(within(layers).getByRole('button', { name: /^Radar/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(cameras);
    expect(cameras).toHaveAttribute('aria-pressed', 'false');
    expect(markers('Traffic Camera')).toHaveLength(0);
    expect(markers('News Story')).toHaveLength(NEWS);
    await user.click(within(layers).getByRole('button', { name: /^Weather/ }));
    await user.click(within(layers).getByRole('button', { name: /^News/ }));
    await user.click(within(layers).getByRole('button', { name: /^Transit/ }));
    expect(within(region()).getByText(/All layers are hidden/)).toBeInTheDocument();
    await user.click(cameras);
    expect(markers('Traffic Camera')).toHaveLength(CAMERAS);
  });

  test('style toggles: Overview by default, Street shows "GPS Mode Active"', async () => {
    const user = userEvent.setup();
    await renderMap();
    const styles = screen.getByRole('group', { name: 'Map style' });
    const pressed = () =>
      within(styles)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Overview']);
    expect(screen.queryByText('GPS Mode Active')).not.toBeInTheDocument();
    await user.click(within(styles).getByRole('button', { name: 'Street' }));
    expect(pressed()).toEqual(['Street']);
    expect(within(region()).getByText('GPS Mode Active')).toBeInTheDocument();
    await user.click(within(styles).getByRole('button', { name: 'Detailed' }));
    expect(pressed()).toEqual(['Detailed']);
    expect(screen.queryByText('GPS Mode Active')).not.toBeInTheDocument();
  });

  test('initialStyle picks the first style', async () => {
    await renderMap(<MetroMap initial={{ style: 'detailed' }} />);
    expect(screen.getByRole('button', { name: 'Detailed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('zoom moves by 25 % within 50–300 %, buttons disabled at the limits, reset restores 100 %', async () => {
    const user = userEvent.setup();
    await renderMap();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(screen.getByText('100%')).toBeInTheDocument();
    await user.click(zoomIn);
    expect(screen.getByText('125%')).toBeInTheDocument();
    for (let i = 0; i < 10; i++) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(screen.getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    expect(zoomOut).toBeEnabled();
    for (let i = 0; i < 12; i++) if (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset View to Twin Cities' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(zoomIn).toBeEnabled();
    expect(zoomOut).toBeEnabled();
  });

  test('the layer transform is the identity at 100 % and scales with the zoom', async () => {
    const user = userEvent.setup();
    await renderMap();
    const marker = markers('Weather Station')[0]!;
    const layer = marker.parentElement!;
    expect(layer.style.transform).toBe('translate(0%, 0%) scale(1)');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(layer.style.transform).toMatch(/scale\(1\.25\)$/);
    expect(layer.style.getPropertyValue('--map-inv-zoom')).toBe('0.8');
  });

  test('markers are placed by the projection', async () => {
    await renderMap();
    const msp = screen.getByRole('button', { name: 'Weather Station: MSP Airport' });
    // lng -93.22889 → 7.5 + 85 · 0.57111 = 56.044 %; lat 44.88306 → 7.5 + 85 · 0.63388 = 61.380 %.
    expect(parseFloat(msp.style.left)).toBeCloseTo(56.044, 3);
    expect(parseFloat(msp.style.top)).toBeCloseTo(61.38, 3);
  });

  test('list mode lists the same drawn items, grouped by layer', async () => {
    const user = userEvent.setup();
    await renderMap();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    const list = region();
    expect(
      await within(list).findByRole('heading', { name: `Cameras (${CAMERAS})` }),
    ).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Weather (5)' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: `News (${NEWS})` })).toBeInTheDocument();
    expect(markers('Traffic Camera')).toHaveLength(CAMERAS);
    await user.click(
      within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', {
        name: /^Weather/,
      }),
    );
    expect(within(list).queryByRole('heading', { name: 'Weather (5)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(markers('Traffic Camera')).toHaveLength(CAMERAS);
  });

  test('a marker opens its details; Escape closes and focus returns to the marker', async () => {
    const user = userEvent.setup();
    await renderMap();
    const marker = screen.getByRole('button', { name: 'Weather Station: Saint Paul Downtown' });
    await user.click(marker);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Weather Station');
    expect(dialog).toHaveTextContent('Saint Paul Downtown');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(marker).toHaveFocus());
  });

  test('a list entry opens the same dialog and the Close button closes it', async () => {
    const user = userEvent.setup();
    await renderMap(<MetroMap initial={{ view: 'list' }} />);
    const entry = screen.getByRole('button', {
      name: 'News Story: Snow emergency declared in Minneapolis',
    });
    await user.click(entry);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('News Story');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(entry).toHaveFocus());
  });

  test('a marker asks the page to open its details, with itself as the opener', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    await renderMap(
      <BareMap state={DEFAULT_MAP_URL_STATE} onStateChange={() => {}} onOpenDetails={onOpen} />,
    );
    const marker = screen.getByRole('button', { name: 'Weather Station: MSP Airport' });
    await user.click(marker);
    expect(onOpen).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'weather', item: expect.objectContaining({ id: 'KMSP' }) }),
      marker,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a failing camera feed says so while news and weather still show', async () => {
    server.use(
      http.get('*/api/traffic-cams', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderWithApp(<MetroMap />);
    expect(
      await within(region()).findByText('Traffic camera data is unavailable right now.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(markers('News Story')).toHaveLength(NEWS));
    expect(markers('Traffic Camera')).toHaveLength(0);
    // No answer ever said how many: a dash, not a 0.
    expect(screen.getByRole('button', { name: /^Cameras/ })).toHaveAccessibleName('Cameras –');
    expect(screen.getByRole('button', { name: `News ${NEWS}` })).toBeInTheDocument();
  });

  test('an empty camera feed draws no cameras and says nothing is wrong', async () => {
    server.use(http.get('*/api/traffic-cams', () => HttpResponse.json([])));
    renderWithApp(<MetroMap />);
    await waitFor(() => expect(markers('News Story')).toHaveLength(NEWS));
    await waitFor(() =>
      expect(within(region()).getByRole('status')).not.toHaveTextContent(/loading/i),
    );
    expect(screen.getByRole('button', { name: /^Cameras/ })).toHaveAccessibleName('Cameras 0');
    expect(within(region()).getByRole('status')).toHaveTextContent('');
  });

  test('markers with non-numeric or out-of-box coordinates are not drawn', async () => {
    server.use(
      http.get('*/api/traffic-cams', () =>
        HttpResponse.json([
          { id: 'a', name: 'Good', latitude: 44.98, longitude: -93.27 },
          { id: 'b', name: 'Text', latitude: 'north', longitude: -93.27 },
          { id: 'c', name: 'Far', latitude: 46.8, longitude: -92.1 },
          { id: 'd', name: 'Missing' },
        ]),
      ),
    );
    renderWithApp(<MetroMap />);
    await waitFor(() => expect(markers('Traffic Camera')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Traffic Camera: Good' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cameras/ })).toHaveAccessibleName('Cameras 1');
  });

  /** Renders the map in a Profiler and records commits and DOM changes around one refetch. */
  async function measureRefetch(queryKey: string) {
    const commits: string[] = [];
    const { client } = await renderMap(
      <Profiler id="map" onRender={(_id, phase) => commits.push(phase)}>
        <MetroMap />
      </Profiler>,
    );
    // The stations' first readings come after the markers: count from when every answer is drawn,
    // and every part that loads after the first paint (jsdom's stand-in: the next task) is in.
    // Earlier tests in this file had loaded those chunks; run alone, they landed in the count.
    await queriesSettled(client);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => vi.dynamicImportSettled());
    await queriesSettled(client);
    const before = commits.length;
    const layer = markers('Weather Station')[0]!.parentElement!;
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(layer, { subtree: true, childList: true, attributes: true });
    await act(() => client.refetchQueries({ queryKey: [queryKey] }));
    await queriesSettled(client);
    observer.disconnect();
    return { commits: commits.length - before, changes: changes.length };
  }

  test('an unchanged camera refresh re-renders nothing: no commit, no DOM change', async () => {
    expect(await measureRefetch('/api/traffic-cams')).toEqual({ commits: 0, changes: 0 });
  });

  test('an unchanged refresh of the weather stations re-renders nothing either', async () => {
    expect(await measureRefetch('nws')).toEqual({ commits: 0, changes: 0 });
  });

  test('a changed camera refresh does re-render (the measurement can fail)', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/traffic-cams', () => {
        calls += 1;
        const cameras = demoCameras();
        return HttpResponse.json(calls === 1 ? cameras : cameras.slice(1));
      }),
    );
    const result = await measureRefetch('/api/traffic-cams');
    expect(result.commits).toBeGreaterThan(0);
    expect(result.changes).toBeGreaterThan(0);
  });

  test('the page keeps the view: the map reports changes instead of keeping them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const state = {
      zoom: 1.5,
      style: 'street' as const,
      layers: layersOf({ cameras: true, news: true }),
      view: 'map' as const,
      radar: false,
    };
    await renderMap(<BareMap state={state} onStateChange={onChange} onOpenDetails={() => {}} />);
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(markers('Weather Station')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(onChange).toHaveBeenCalledWith({ zoom: 1.75 });
    expect(screen.getByText('150%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Overview' }));
    expect(onChange).toHaveBeenCalledWith({ style: 'overview' });
    await user.click(screen.getByRole('button', { name: /^Weather/ }));
    expect(onChange).toHaveBeenCalledWith({
      layers: layersOf({ cameras: true, weather: true, news: true }),
    });
    const radar = screen.getByRole('button', { name: /^Radar/ });
    expect(radar).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('img', { name: /^Weather radar/ })).not.toBeInTheDocument();
    await user.click(radar);
    expect(onChange).toHaveBeenCalledWith({ radar: true });
  });

  test('showControls=false hides the toolbar and the legend', async () => {
    await renderMap(<MetroMap showControls={false} />);
    // The legend would come after the first paint (jsdom's stand-in: the next task), from a chunk
    // of its own: give it the chance.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('group', { name: 'Map style' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map legend' })).not.toBeInTheDocument();
  });

  test('without the toolbar, a map zoomed in has a Reset View of its own (no pinch needed)', async () => {
    const user = userEvent.setup();
    function CityMap() {
      const [state, setState] = useState({ ...DEFAULT_MAP_URL_STATE, zoom: 2 });
      return (
        <BareMap
          state={state}
          onStateChange={(change) => setState((current) => ({ ...current, ...change }))}
          onOpenDetails={() => {}}
          showControls={false}
        />
      );
    }
    await renderMap(<CityMap />);
    await user.click(within(region()).getByRole('button', { name: 'Reset View to Twin Cities' }));
    // Back home: the button has done its work and goes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reset View to Twin Cities' })).toBeNull(),
    );
  });

  test('the legend explains kinds, camera status and news impact colours', async () => {
    await renderMap();
    // After the first paint, from a chunk of its own.
    const legend = await screen.findByRole('region', { name: 'Map legend' });
    for (const text of [
      'Active camera',
      'Inactive',
      'Under maintenance',
      'High (red)',
      'Medium (orange)',
      'Other (blue)',
    ])
      expect(within(legend).getByText(text)).toBeInTheDocument();
  });
});

describe('MetroMap in local-domain mode', () => {
  test('keeps cameras and news within 25 km and places unlocated county news at the centre', async () => {
    renderWithApp(<MetroMap domain={edina} initial={{ zoom: 1.5 }} label="Edina map" />);
    const map = screen.getByRole('region', { name: 'Edina map' });
    await waitFor(() =>
      expect(
        within(map).getAllByRole('button', { name: /^Traffic Camera: / }).length,
      ).toBeGreaterThan(0),
    );
    const cameraCount = within(map).getAllByRole('button', { name: /^Traffic Camera: / }).length;
    expect(cameraCount).toBeLessThan(CAMERAS);
    // I-694 NB @ 40th St (Oakdale) is ~35 km from Edina.
    expect(
      within(map).queryByRole('button', { name: 'Traffic Camera: I-694: I-694 NB @ 40th St' }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(map).getByRole('button', {
          name: 'News Story: Edina city council approves Grandview redevelopment',
        }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Reset View to Edina' })).toBeInTheDocument();
    expect(screen.getByText('150%')).toBeInTheDocument();
  });

  test('news filter narrows the news markers', async () => {
    renderWithApp(
      <MetroMap domain={edina} newsFilter={(item) => item.category === 'Government'} />,
    );
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^News Story: / }).length).toBeGreaterThan(0),
    );
    for (const marker of screen.getAllByRole('button', { name: /^News Story: / }))
      expect(marker).toHaveAccessibleName(/council|recycling|survey|Government/i);
  });
});
