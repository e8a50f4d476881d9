import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { timeOfDay } from '@/words/date-format';
import { departuresQuery } from '@/entities/transit/departures';
import { DepartureList } from '@/entities/transit/ui/departure-list';
import { stopAnswer } from '@/mocks/fixtures/nextrip';
import { server } from '../../../msw-server';
import { renderWithApp } from '../../../render';
import { transitStation } from '../transit-fixtures';

beforeAll(() => import('@/entities/transit/parse'));
afterEach(() => vi.useRealTimers());

const list = () => screen.findByRole('list', { name: 'Next departures' });

describe('a station’s next departures', () => {
  test('both directions, NexTrip’s own time text, real-time or scheduled in words, stop ids', async () => {
    renderWithApp(<DepartureList station={transitStation()} />);
    const departures = await list();
    expect(within(departures).getByText('southbound')).toBeInTheDocument();
    expect(within(departures).getByText('eastbound')).toBeInTheDocument();
    expect(within(departures).getByText('Due')).toBeInTheDocument();
    expect(within(departures).getByText('4 Min')).toBeInTheDocument();
    expect(within(departures).getByText('10:42')).toBeInTheDocument();
    expect(within(departures).getAllByText('Real-time')).toHaveLength(2);
    expect(within(departures).getAllByText('Scheduled')).toHaveLength(1);
    // Line names and destinations are feed text.
    expect(
      within(departures)
        .getAllByText(/Mall of America/)[0]
        ?.closest('[lang="en"]'),
    ).not.toBeNull();
    expect(screen.getByText('Stop numbers: 56334')).toBeInTheDocument();
  });

  test('asks NexTrip for each line both ways by place code, and again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const paths: string[] = [];
    server.use(
      http.get('*/nextrip/:route/:direction/:place', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(stopAnswer(Date.now()));
      }),
    );
    renderWithApp(<DepartureList station={transitStation()} />);
    await list();
    expect(paths.sort()).toEqual(['/nextrip/901/0/TF1', '/nextrip/901/1/TF1']);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(paths).toHaveLength(4));
  });

  test('station alerts are shown, a closed stop said in words', async () => {
    server.use(
      http.get('*/nextrip/:route/:direction/:place', () =>
        HttpResponse.json(
          stopAnswer(Date.now(), { alerts: [{ stop_closed: true, alert_text: 'Use Platform 2' }] }),
        ),
      ),
    );
    renderWithApp(<DepartureList station={transitStation()} />);
    expect(await screen.findByText('Station alerts')).toBeInTheDocument();
    expect(screen.getByText('Use Platform 2')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/Stop closed/)).toBeInTheDocument();
  });

  test.each([
    ['a 503', () => HttpResponse.json({ title: 'down' }, { status: 503 })],
    ['a wrong shape', () => HttpResponse.json({ departures: 'soon' })],
  ])('%s says "Departures temporarily unavailable", never "no departures"', async (_, answer) => {
    server.use(http.get('*/nextrip/:route/:direction/:place', answer));
    renderWithApp(<DepartureList station={transitStation()} />);
    expect(await screen.findByText('Departures temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText('No departures listed right now')).toBeNull();
  });

  test('a station known by stop id only asks for that stop', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/nextrip/:stop', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json(stopAnswer(Date.now()));
      }),
    );
    renderWithApp(<DepartureList station={transitStation({ calls: [], stopIds: [51435] })} />);
    await list();
    expect(paths).toEqual(['/nextrip/51435']);
  });

  test('a list kept from an earlier visit is last known: clock times, the gone ones dropped, no live words', async () => {
    const now = Date.now();
    const client = createQueryClient();
    const station = transitStation();
    // Read 3 minutes ago (as a kept feed comes back): "Due" has left, "4 Min" is in a minute.
    const { parseStopAnswer } = await import('@/entities/transit/parse');
    client.setQueryData(
      departuresQuery(station).queryKey,
      parseStopAnswer(stopAnswer(now - 3 * 60_000)),
      { updatedAt: now - 3 * 60_000 },
    );
    server.use(
      http.get('*/nextrip/:route/:direction/:place', () => new Promise<never>(() => undefined)),
    );
    renderWithApp(<DepartureList station={station} />, { client });
    const departures = await list();
    expect(
      screen.getByText(/^Last known departures, read \d{1,2}:\d\d [AP]M\. Not live\.$/),
    ).toBeInTheDocument();
    expect(within(departures).queryByText('Due')).toBeNull();
    expect(within(departures).queryByText('4 Min')).toBeNull();
    expect(within(departures).queryByText('10:42')).toBeNull();
    // The train due 3 minutes ago is gone; the one due in 12 minutes stays.
    expect(within(departures).getAllByText(/Mall of America/)).toHaveLength(1);
    expect(
      within(departures).getByText(
        timeOfDay(new Date((Math.floor(now / 1000) - 3 * 60 + 4 * 60) * 1000)),
      ),
    ).toBeInTheDocument();
    expect(within(departures).queryByText('Real-time')).toBeNull();
    expect(within(departures).queryByText('Scheduled')).toBeNull();
  });

  test("the trains gone are judged on the server's clock: a device 1 hour fast keeps those ahead", async () => {
    const deviceNow = Date.now();
    const serverTime = deviceNow - 3_600_000;
    noteServerDate(new Date(serverTime).toUTCString(), deviceNow);
    try {
      const client = createQueryClient();
      const station = transitStation();
      const { parseStopAnswer } = await import('@/entities/transit/parse');
      client.setQueryData(
        departuresQuery(station).queryKey,
        parseStopAnswer(stopAnswer(serverTime - 3 * 60_000)),
        { updatedAt: deviceNow - 3 * 60_000 },
      );
      server.use(
        http.get('*/nextrip/:route/:direction/:place', () => new Promise<never>(() => undefined)),
      );
      renderWithApp(<DepartureList station={station} />, { client });
      const departures = await list();
      // Due in 12 minutes on the server's clock (an hour gone on the device's).
      expect(within(departures).getAllByText(/Mall of America/)).toHaveLength(1);
    } finally {
      forgetServerClock();
    }
  });
});
