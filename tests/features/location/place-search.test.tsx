import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { PlaceSearch } from '@/features/location/place-search';
import { renderWithApp } from '../../render';
import { server } from '../../msw-server';

describe('Find a Place', () => {
  test('offers the largest cities before anything is typed', async () => {
    renderWithApp(<PlaceSearch onShow={() => {}} />);
    const largest = await screen.findByRole('list', { name: 'Largest cities' });
    const names = within(largest)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names.slice(0, 2)).toEqual([
      'Show Minneapolis on the map',
      'Show Saint Paul on the map',
    ]);
    expect(names).toHaveLength(6);
  });

  test('finds cities, stations and cameras by name and shows the chosen one', async () => {
    const user = userEvent.setup();
    const onShow = vi.fn();
    renderWithApp(<PlaceSearch onShow={onShow} />);
    await screen.findByRole('list', { name: 'Largest cities' });
    const input = screen.getByRole('searchbox', {
      name: 'Search a city, weather station or traffic camera',
    });
    await user.type(input, 'edina');
    const results = await screen.findByRole('list', { name: 'Matching places' });
    await user.click(within(results).getByRole('button', { name: 'Show Edina on the map' }));
    expect(onShow).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Edina',
        kind: 'city',
        position: { lat: 44.8956, lng: -93.3547 },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing Edina on the map.');
    await user.clear(input);
    await user.type(input, 'airport');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Matching places' })).getByRole('button', {
          name: 'Show MSP Airport on the map',
        }),
      ).toBeInTheDocument(),
    );
    await user.clear(input);
    await user.type(input, '40th St');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Show I-694: I-694 NB @ 40th St on the map' }),
      ).toBeInTheDocument(),
    );
  });

  test('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithApp(<PlaceSearch onShow={() => {}} />);
    await user.type(screen.getByRole('searchbox'), 'Duluth');
    const noMatch = screen.getByText('No places match “Duluth”.');
    // Said as the typing narrows to it: inside a live region that was on the page from the start.
    expect(noMatch.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText('0')).toBeNull();
  });

  test('the live region that says "no match" is there, empty, before anything is typed', () => {
    const { container } = renderWithApp(<PlaceSearch onShow={() => {}} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live).toHaveTextContent('');
  });

  test('no match with the cities and cameras unavailable says what could not be searched', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/cities', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 503 })),
    );
    renderWithApp(<PlaceSearch onShow={() => {}} />);
    await screen.findByText('City list unavailable; search cameras and stations.');
    await user.type(screen.getByRole('searchbox'), 'Edina');
    expect(screen.getByText('No places match “Edina”.')).toBeInTheDocument();
    expect(screen.getByText('City list unavailable; search cameras and stations.')).toBeVisible();
    expect(
      await screen.findByText('Traffic camera data is unavailable right now.'),
    ).toBeInTheDocument();
  });

  test('without the city list it still searches cameras and stations', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/cities', () => new HttpResponse(null, { status: 500 })));
    renderWithApp(<PlaceSearch onShow={() => {}} />);
    expect(
      await screen.findByText('City list unavailable; search cameras and stations.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'crystal');
    expect(
      await screen.findByRole('button', { name: 'Show Crystal Airport on the map' }),
    ).toBeInTheDocument();
  });
});
