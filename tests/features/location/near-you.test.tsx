import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { NearYou } from '@/features/location/near-you';
import { useVisitor } from '@/state/visitor';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';
import { mockGeolocation, mockGeolocationPermission } from './geolocation';

function ChooseCity({ city }: { city: string }) {
  const { setSelectedCity } = useVisitor();
  return (
    <button type="button" onClick={() => setSelectedCity(city)}>
      choose {city}
    </button>
  );
}

const region = () => screen.getByRole('region', { name: 'Near You' });

describe('Near You', () => {
  test('without a location or city it explains how to get one', () => {
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    expect(region()).toHaveTextContent(
      'Allow location access in your browser, or choose a city in the header',
    );
  });

  test('from the browser location: nearest station, cameras and local news', async () => {
    const user = userEvent.setup();
    mockGeolocation({ lat: 44.9778, lng: -93.265 });
    const onOpen = vi.fn();
    const onShow = vi.fn();
    renderWithApp(<NearYou onOpen={onOpen} onShow={onShow} />);
    await waitFor(() => expect(region()).toHaveTextContent('Closest to your location.'));
    const cameras = await within(region()).findByRole('list', { name: 'Closest cameras' });
    await waitFor(() => expect(within(cameras).getAllByRole('button')).toHaveLength(3));
    expect(within(cameras).getAllByRole('button')[0]).toHaveTextContent(/\d+\.\d mi$/);
    const station = within(region()).getByRole('list', { name: 'Nearest weather station' });
    expect(station).toHaveTextContent('MSP Airport');
    const news = await within(region()).findByRole('list', { name: /^News within 15 mi \(\d+\)$/ });
    await waitFor(() => expect(within(news).getAllByRole('button').length).toBe(3));
    await user.click(within(station).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith(
      { kind: 'weather', item: expect.objectContaining({ id: 'KMSP' }) },
      within(station).getByRole('button'),
    );
    await user.click(screen.getByRole('button', { name: 'Show my location on the map' }));
    expect(onShow).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Your location', position: { lat: 44.9778, lng: -93.265 } }),
    );
  });

  test('cameras and news that could not be loaded say so, never "none nearby"', async () => {
    server.use(
      http.get('*/api/traffic-cams', () => new HttpResponse(null, { status: 500 })),
      http.get('*/api/news', () => HttpResponse.json({ stories: [] })),
    );
    mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() =>
      expect(region()).toHaveTextContent('Traffic camera data is unavailable right now.'),
    );
    await waitFor(() => expect(region()).toHaveTextContent('News is unavailable right now.'));
    expect(region()).not.toHaveTextContent('No cameras to show.');
    expect(region()).not.toHaveTextContent('No located stories nearby.');
    // Nor a count of none in the news heading.
    expect(region()).toHaveTextContent('News within 15 mi (–)');
  });

  test('while the news loads, its heading counts nothing yet', async () => {
    server.use(http.get('*/api/news', () => new Promise<never>(() => undefined)));
    mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() => expect(region()).toHaveTextContent('News within 15 mi (…)'));
    expect(region()).not.toHaveTextContent('(0)');
  });

  test('a city chosen in the header wins over the browser location', async () => {
    const user = userEvent.setup();
    mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(
      <>
        <ChooseCity city="Woodbury" />
        <NearYou onOpen={() => {}} onShow={() => {}} />
      </>,
    );
    await waitFor(() => expect(region()).toHaveTextContent('Closest to your location.'));
    await user.click(screen.getByRole('button', { name: 'choose Woodbury' }));
    await waitFor(() =>
      expect(region()).toHaveTextContent('Closest to Woodbury (the city chosen in the header).'),
    );
    expect(screen.getByRole('button', { name: 'Show Woodbury on the map' })).toBeInTheDocument();
  });

  test('a visitor outside the box is told so and gets no "show on map"', async () => {
    mockGeolocation({ lat: 46.7867, lng: -92.1005 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() =>
      expect(region()).toHaveTextContent('You are outside the area the map shows.'),
    );
    expect(screen.queryByRole('button', { name: /on the map$/ })).not.toBeInTheDocument();
  });

  test('a denied location keeps the explanation', async () => {
    mockGeolocation('denied');
    vi.spyOn(console, 'info').mockImplementation(() => {});
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() => expect(region()).toHaveTextContent('Allow location access'));
  });
});

describe('Near You and the location permission', () => {
  test('a first-time visitor is not prompted on load; "Use my location" asks', async () => {
    const user = userEvent.setup();
    mockGeolocationPermission('prompt');
    const ask = mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    const button = await within(region()).findByRole('button', { name: 'Use my location' });
    expect(region()).toHaveTextContent('See the cameras, weather and news closest to you');
    expect(ask).not.toHaveBeenCalled();
    await user.click(button);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]?.[2]).toEqual(
      expect.objectContaining({ enableHighAccuracy: false, timeout: 5000 }),
    );
    await waitFor(() => expect(region()).toHaveTextContent('Closest to your location.'));
    // The button has gone: the focus is on the section's heading, not the page's start, and what
    // came of it is said from a live region that was there before.
    expect(within(region()).getByRole('heading', { name: 'Near You' })).toHaveFocus();
    expect(region().querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Closest to your location.',
    );
  });

  test('a location refused when asked is said; nothing is said before the visitor asks', async () => {
    const user = userEvent.setup();
    mockGeolocationPermission('prompt');
    mockGeolocation('denied');
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    const live = () => region().querySelector('[aria-live="polite"]');
    const button = await within(region()).findByRole('button', { name: 'Use my location' });
    expect(live()).toHaveTextContent('');
    await user.click(button);
    await waitFor(() => expect(live()).not.toHaveTextContent(/^$|Finding/));
    expect(live()?.textContent).toBe(region().querySelector('p:not([aria-live])')?.textContent);
  });

  test('permission already granted: asked on start, no button', async () => {
    mockGeolocationPermission('granted');
    const ask = mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() => expect(region()).toHaveTextContent('Closest to your location.'));
    expect(ask).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  test('permission denied before: never asked, the explanation stays', async () => {
    mockGeolocationPermission('denied');
    const ask = mockGeolocation({ lat: 44.9778, lng: -93.265 });
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await waitFor(() => expect(region()).toHaveTextContent('Allow location access'));
    expect(ask).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Use my location' })).not.toBeInTheDocument();
  });

  test('a tap that is then refused falls back to the explanation', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'info').mockImplementation(() => {});
    mockGeolocationPermission('prompt');
    mockGeolocation('denied');
    renderWithApp(<NearYou onOpen={() => {}} onShow={() => {}} />);
    await user.click(await within(region()).findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(region()).toHaveTextContent('Allow location access'));
  });

  test('a refresh of its feeds re-renders nothing while there is no place to measure from', async () => {
    let commits = 0;
    const { client } = renderWithApp(
      <Profiler id="near-you" onRender={() => (commits += 1)}>
        <NearYou onOpen={() => {}} onShow={() => {}} />
      </Profiler>,
    );
    await waitFor(() => expect(client.getQueryData(['/api/traffic-cams'])).toBeDefined());
    await waitFor(() => expect(client.getQueryData(['/api/news'])).toBeDefined());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const before = commits;
    await act(() => client.refetchQueries({ queryKey: ['/api/traffic-cams'] }));
    await act(() => client.refetchQueries({ queryKey: ['/api/news'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(commits - before).toBe(0);
    expect(region()).toHaveTextContent('Allow location access');
  });
});
