import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { MetroMapPage } from '@/pages/metro-map-page';
import { renderWithApp } from '../render';

const map = () => screen.getByRole('region', { name: 'Twin Cities map' });
const layerButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Map layers' })).getByRole('button', { name });

async function renderPage(path = '/') {
  const result = renderWithApp(<MetroMapPage />, { path });
  await waitFor(() =>
    expect(
      within(map()).getAllByRole('button', { name: /^Traffic Camera: / }).length,
    ).toBeGreaterThan(100),
  );
  // The panels below the map are their own chunk, loaded after the map.
  await screen.findByRole('region', { name: 'Local News' });
  return result;
}

// The whole page with ~300 markers: role queries in jsdom are slow on a busy machine.
describe('MetroMapPage', () => {
  // The lazy chunks (panels, dialog) are loaded once here, so compiling them on a busy machine
  // (12 s once in CI) is not counted against a test's wait for them.
  beforeAll(() =>
    Promise.all([import('@/pages/metro-map-below'), import('@/features/details/details-dialog')]),
  );

  test('title, subtitle, the map and the panels below it', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Twin Cities Interactive Map' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Real-time traffic cameras, weather conditions and news across the metro area',
      ),
    ).toBeInTheDocument();
    expect(map()).toHaveAttribute('id', 'map');
    for (const name of [
      'Find a Place',
      'Near You',
      'Live Twin Cities Data',
      'Traffic Cameras',
      'Weather Stations',
      'Local News',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  test('style, layers, zoom and view are written to the URL', async () => {
    const user = userEvent.setup();
    const { location } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Street' }));
    await user.click(layerButton(/^Weather/));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(location.history!.at(-1)).toBe('/?style=street&layers=cameras,news,transit&zoom=1.5');
    expect(location.history).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(location.history!.at(-1)).toBe(
      '/?style=street&layers=cameras,news,transit&zoom=1.5&view=list',
    );
  });

  test('a link with a view reopens it, and navigating changes it back', async () => {
    const { location } = await renderPage('/?style=street&layers=cameras,news,transit&zoom=1.5');
    expect(screen.getByRole('button', { name: 'Street' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(map()).getByText('GPS Mode Active')).toBeInTheDocument();
    expect(layerButton(/^Weather/)).toHaveAttribute('aria-pressed', 'false');
    expect(within(map()).queryAllByRole('button', { name: /^Weather Station: / })).toHaveLength(0);
    expect(screen.getByText('150%')).toBeInTheDocument();
    act(() => location.navigate('/?zoom=1.25'));
    expect(screen.getByText('125%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(layerButton(/^Weather/)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a card opens the same dialog as the marker; focus returns to the card', async () => {
    const user = userEvent.setup();
    await renderPage();
    // The news feed is parsed in slices and may land after the cameras.
    const cards = await within(screen.getByRole('region', { name: 'Local News' })).findAllByRole(
      'button',
    );
    expect(cards).toHaveLength(6);
    await user.click(cards[2]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('News Story');
    expect(dialog).toHaveTextContent('I-94 lane closures near the Lowry Hill Tunnel');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cards[2]).toHaveFocus());
  });

  test('choosing a place centres the map on it at 200 %', async () => {
    const user = userEvent.setup();
    const { location } = await renderPage();
    const search = screen.getByRole('region', { name: 'Find a Place' });
    await user.type(within(search).getByRole('searchbox'), 'Edina');
    await user.click(await within(search).findByRole('button', { name: 'Show Edina on the map' }));
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(location.history!.at(-1)).toBe('/?zoom=2');
    expect(within(map()).getByRole('img', { name: 'Selected place: Edina' })).toBeInTheDocument();
    const layer = within(map()).getByRole('img', { name: 'Selected place: Edina' }).parentElement!
      .parentElement!;
    // Edina (44.8956, −93.3547) at zoom 2 is moved to the middle: offset = 0.5 − 2 · project().
    expect(layer.style.transform).toMatch(
      /^translate\(-?\d+(\.\d+)?%, -?\d+(\.\d+)?%\) scale\(2\)$/,
    );
    const [x, y] = layer.style.transform.match(/-?\d+(\.\d+)?(?=%)/g)!.map(Number);
    expect(x).toBeCloseTo((0.5 - 2 * (0.075 + 0.85 * (-93.3547 + 93.8))) * 100, 2);
    expect(y).toBeCloseTo((0.5 - 2 * (0.075 + (0.85 * (45.2 - 44.8956)) / 0.5)) * 100, 2);
    await user.click(screen.getByRole('button', { name: 'Reset View to Twin Cities' }));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(within(map()).queryByRole('img', { name: /^Selected place/ })).not.toBeInTheDocument();
  });
});
