import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { NewsCards, WeatherCards } from '@/features/details/card-lists';
import { demoNews } from '@/mocks/responses';
import { renderWithApp } from '../../render';
import { server } from '../../msw-server';

const cards = (name: string) =>
  within(screen.getByRole('region', { name })).queryAllByRole('button');

describe('Weather Stations cards', () => {
  test('all five stations; a missing reading is marked "no current reading"', async () => {
    renderWithApp(<WeatherCards onOpen={() => {}} />);
    expect(cards('Weather Stations')).toHaveLength(5);
    await waitFor(() => expect(screen.getByText('17°F')).toBeInTheDocument());
    const crystal = cards('Weather Stations').find((card) =>
      card.textContent?.includes('Crystal Airport'),
    )!;
    await waitFor(() => expect(crystal).toHaveTextContent('Light Snow and Fog/Mist'));
    expect(crystal).toHaveTextContent('22°Fno current reading');
    const msp = cards('Weather Stations')[0]!;
    expect(msp).toHaveAccessibleName('MSP Airport');
    expect(msp).not.toHaveTextContent('no current reading');
    expect(msp).toHaveTextContent(/Observed \d{1,2}:\d{2} [AP]M \(1[34] min ago\)/);
    expect(msp).toHaveTextContent('Updated just now');
  });
  test('before any reading every value is marked', () => {
    server.use(
      http.get('*/stations/:id/observations/latest', () => new HttpResponse(null, { status: 500 })),
    );
    renderWithApp(<WeatherCards onOpen={() => {}} />);
    expect(cards('Weather Stations')).toHaveLength(5);
    expect(cards('Weather Stations')[0]).toHaveTextContent('22°Fno current reading');
    expect(cards('Weather Stations')[0]).toHaveTextContent('No observation time');
  });

  test('an answer that is not an observation is a failure: the station keeps its last reading', async () => {
    const { client } = renderWithApp(<WeatherCards onOpen={() => {}} />);
    const msp = () => cards('Weather Stations')[0]!;
    await waitFor(() => expect(msp()).toHaveTextContent('17°F'));
    // Each station's failure is logged (fetchStation): expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answered = 0;
    server.use(
      http.get('*/stations/:id/observations/latest', () => {
        answered += 1;
        return HttpResponse.json({ type: 'Feature' });
      }),
    );
    await act(() => client.refetchQueries());
    expect(answered).toBeGreaterThanOrEqual(5);
    // Every station failed, so the refresh did: it says so, over the readings it keeps.
    await waitFor(() => expect(msp()).toHaveTextContent(/refresh failed/));
    expect(msp()).toHaveTextContent('17°F');
    expect(msp()).not.toHaveTextContent('no current reading');
  });
});

describe('Local News cards', () => {
  test('the first six stories, each a button', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderWithApp(<NewsCards onOpen={onOpen} />);
    expect(screen.getByText('Loading local news…')).toBeInTheDocument();
    await waitFor(() => expect(cards('Local News')).toHaveLength(6));
    expect(cards('Local News')[0]).toHaveAccessibleName('Snow emergency declared in Minneapolis');
    expect(cards('Local News')[0]).toHaveTextContent('High impact');
    await user.click(cards('Local News')[0]!);
    expect(onOpen).toHaveBeenCalledWith(
      { kind: 'news', item: expect.objectContaining({ id: 'news-1' }) },
      cards('Local News')[0],
    );
  });
  test('error and empty states', async () => {
    server.use(http.get('*/api/news', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const { unmount } = renderWithApp(<NewsCards onOpen={() => {}} />);
    expect(await screen.findByText('News is unavailable right now.')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/news', () => HttpResponse.json([])));
    renderWithApp(<NewsCards onOpen={() => {}} />);
    expect(await screen.findByText('No local news right now.')).toBeInTheDocument();
  });
});

test('a story without an impact gets no impact badge, and one of another word neither', async () => {
  const [first, second] = demoNews();
  server.use(
    http.get('*/api/news', () =>
      HttpResponse.json([
        { ...first, id: 'no-impact', impact: undefined },
        { ...second, id: 'odd-impact', impact: 'critical' },
      ]),
    ),
  );
  renderWithApp(<NewsCards onOpen={() => {}} />);
  await waitFor(() => expect(cards('Local News')).toHaveLength(2));
  for (const card of cards('Local News')) expect(card).not.toHaveTextContent(/impact/i);
});
