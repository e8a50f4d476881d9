// Each test renders the whole panel and reads its three parts (system, weather, transit) in one
// state (loading, data, error, empty, stale, refreshing), so the states stay side by side here.
import { transitFeed } from '@/api/feeds/transit';
import { serverWeatherFeed } from '@/api/feeds/server-weather';
import { systemStatusFeed } from '@/api/feeds/system-status';
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FeedPolling } from '@/api/feeds/polling';
import { LiveStatusPanel } from '@/features/status/live-status-panel';
import { server } from '../../msw-server';
import { serverWeatherReadMinutesAgo } from '../../server-weather-read';
import { renderWithApp } from '../../render';
import { wholeText } from '../../support/whole-text';

const part = (name: string) => screen.getByRole('region', { name });

const STATUS_FEEDS = [systemStatusFeed, serverWeatherFeed, transitFeed];

/** The panel as a page shows it: the page polls its feeds. */
const panel = () => (
  <>
    <FeedPolling feeds={STATUS_FEEDS} />
    <LiveStatusPanel />
  </>
);

const CONTRACT_STATUS = {
  workingCount: 2,
  totalCount: 3,
  status: 'degraded',
  connectivity: { nws: true, metroTransit: false, mndotGIS: true },
};

function answer(path: string, body: unknown, status = 200) {
  server.use(http.get(`*${path}`, () => HttpResponse.json(body as never, { status })));
}

describe('live-status panel', () => {
  test('loading: each part says what it is waiting for', () => {
    server.use(
      http.get('*/api/system-status', () => delay('infinite')),
      http.get('*/api/weather/nws-live', () => delay('infinite')),
      http.get('*/api/transit/metro-live', () => delay('infinite')),
    );
    renderWithApp(panel());
    expect(within(part('System Status')).getByText('Checking connectivity...')).toBeVisible();
    expect(within(part('Weather')).getByText('Loading weather data...')).toBeVisible();
    expect(within(part('Transit')).getByText('Loading transit data...')).toBeVisible();
  });

  test('data: systems, weather readings and transit alerts', async () => {
    server.use(serverWeatherReadMinutesAgo(3));
    renderWithApp(panel());
    const system = part('System Status');
    expect(await within(system).findByText('3/3 systems operational')).toBeVisible();
    expect(within(system).getByText('All systems operational')).toBeVisible();
    const connectivity = within(system).getByRole('list', { name: 'Connectivity' });
    expect(
      within(connectivity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NWSConnected', 'Metro TransitConnected', 'MnDOT GISConnected']);
    expect(within(system).getByText('Updated just now')).toBeVisible();
    // The server says who read the weather and when: three minutes before it answered.
    expect(
      await within(part('Weather')).findByText('National Weather Service · read 3 min ago'),
    ).toBeVisible();

    const weather = await within(part('Weather')).findByRole('list', {
      name: 'Weather observations',
    });
    const rows = within(weather).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('MSP Airport');
    expect(rows[0]).toHaveTextContent('Hennepin County');
    expect(rows[0]).toHaveTextContent('17°F');
    expect(rows[0]).toHaveTextContent('Wind 15 mph');
    expect(rows[0]).toHaveTextContent('Humidity 71%');
    expect(rows[0]).toHaveTextContent('Light Snow');

    const transit = await within(part('Transit')).findByRole('list', { name: 'Transit alerts' });
    const alerts = within(transit).getAllByRole('listitem');
    expect(alerts.map((alert) => alert.dataset.severity)).toEqual([
      'severe',
      'warning',
      'warning',
      'other',
    ]);
    expect(alerts[0]).toHaveTextContent('Severe');
    expect(alerts[0]).toHaveTextContent('Route Blue Line');
    expect(alerts[0]).toHaveTextContent(/Since (\w{3} \d{1,2}, )?\d{1,2}:\d{2}\s?[AP]M/);
    expect(alerts[1]).toHaveTextContent('Warning');
    expect(alerts[1]).toHaveTextContent('Route 21');
    expect(alerts[3]).toHaveTextContent('Info');
    // Distinct looks per severity, on top of the words.
    expect(new Set([alerts[0]!.className, alerts[1]!.className, alerts[3]!.className]).size).toBe(
      3,
    );
    expect(within(alerts[0]!).getByText('Since').querySelector('time')).toHaveAttribute('datetime');
  });

  test('errors: each part shows its own message', async () => {
    answer('/api/system-status', { message: 'boom' }, 500);
    answer('/api/weather/nws-live', { message: 'boom' }, 502);
    answer('/api/transit/metro-live', { message: 'boom' }, 503);
    renderWithApp(panel());
    expect(
      await within(part('System Status')).findByText('Unable to check system status'),
    ).toBeVisible();
    expect(
      await within(part('Weather')).findByText('Weather data temporarily unavailable'),
    ).toBeVisible();
    expect(
      await within(part('Transit')).findByText('Transit alerts temporarily unavailable'),
    ).toBeVisible();
    expect(screen.queryByText(/systems operational/)).toBeNull();
  });

  test('empty feeds: only an empty data list is "nothing to report"', async () => {
    answer('/api/system-status', { workingCount: 0, totalCount: 0, status: '', connectivity: {} });
    answer('/api/weather/nws-live', { data: [], source: 'National Weather Service' });
    answer('/api/transit/metro-live', { data: [], source: 'Metro Transit' });
    renderWithApp(panel());
    const system = part('System Status');
    expect(await within(system).findByText('0/0 systems operational')).toBeVisible();
    expect(within(system).getByText('No systems reported')).toBeVisible();
    expect(within(system).getAllByText('Not reported')).toHaveLength(3);
    expect(
      await within(part('Weather')).findByText('No weather observations reported right now.'),
    ).toBeVisible();
    expect(
      await within(part('Transit')).findByText(
        'No active transit alerts • All services operating normally',
      ),
    ).toBeVisible();
  });

  test('a degraded system is described in words, not only colour', async () => {
    answer('/api/system-status', CONTRACT_STATUS);
    renderWithApp(panel());
    const system = part('System Status');
    expect(await within(system).findByText('2/3 systems operational')).toBeVisible();
    const connectivity = within(system).getByRole('list', { name: 'Connectivity' });
    expect(
      within(connectivity)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NWSConnected', 'Metro TransitDisconnected', 'MnDOT GISConnected']);
    expect(within(system).getByText('Some systems degraded')).toBeVisible();
  });

  test.each([
    ['shapes of our own', { status: 'operational', services: [] }],
    ['no counts', { status: 'operational', connectivity: { nws: true } }],
    ['a list', []],
  ])('a system status in %s is a failure, never "0/0" or "Not reported"', async (_name, body) => {
    answer('/api/system-status', body);
    renderWithApp(panel());
    const system = part('System Status');
    expect(await within(system).findByText('Unable to check system status')).toBeVisible();
    expect(within(system).queryByText(/systems operational/)).toBeNull();
    expect(within(system).queryByText('Not reported')).toBeNull();
  });

  test.each([
    ['{ "alerts": [...] }', { alerts: [{ id: 'a', title: 'Detour', severity: 'severe' }] }],
    ['[]', []],
    ['{}', {}],
    [
      'whose alerts have no id',
      { data: [{ title: 'Blue Line suspended', severity: 'severe' }], source: 'Metro Transit' },
    ],
  ])(
    'a transit answer %s is a failure, never "All services operating normally"',
    async (_name, body) => {
      answer('/api/transit/metro-live', body);
      renderWithApp(panel());
      const transit = part('Transit');
      expect(
        await within(transit).findByText('Transit alerts temporarily unavailable'),
      ).toBeVisible();
      expect(within(transit).queryByText(/All services operating normally/)).toBeNull();
    },
  );

  test.each([
    ['a bare list of readings', [{ location: 'MSP Airport', temperature: 17 }]],
    ['an object without data', { observations: [] }],
  ])('a weather answer that is %s is a failure, never "no observations"', async (_name, body) => {
    answer('/api/weather/nws-live', body);
    renderWithApp(panel());
    const weather = part('Weather');
    expect(await within(weather).findByText('Weather data temporarily unavailable')).toBeVisible();
    expect(within(weather).queryByText(/No weather observations/)).toBeNull();
  });

  test('a server read time older than twice the interval marks the part stale', async () => {
    answer('/api/weather/nws-live', {
      data: [{ location: 'MSP Airport', county: 'Hennepin', temperature: 17 }],
      source: 'National Weather Service',
      timestamp: new Date(Date.now() - 11 * 60_000).toISOString(),
    });
    renderWithApp(panel());
    const weather = part('Weather');
    expect(
      await within(weather).findByText('National Weather Service · read 11 min ago'),
    ).toBeVisible();
    expect(within(weather).getByText('Stale')).toBeVisible();
  });

  test('a missing weather value shows a dash read as "not reported"', async () => {
    answer('/api/weather/nws-live', {
      data: [{ location: 'MSP Airport', county: 'Hennepin', temperature: null }],
    });
    renderWithApp(panel());
    const row = await within(part('Weather')).findByRole('listitem');
    expect(within(row).getAllByText('not reported')).toHaveLength(3);
    expect(row).toHaveTextContent('Conditions not reported');
  });

  describe('refreshes', () => {
    afterEach(() => vi.useRealTimers());

    test('a failed refresh keeps the last systems, says the check failed, and recovers', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let fail = false;
      server.use(
        http.get('*/api/system-status', () =>
          fail ? new HttpResponse('down', { status: 500 }) : HttpResponse.json(CONTRACT_STATUS),
        ),
      );
      renderWithApp(panel());
      const system = part('System Status');
      expect(await within(system).findByText('2/3 systems operational')).toBeVisible();
      fail = true;
      await act(() => vi.advanceTimersByTimeAsync(30_500));
      expect(within(system).getByText('Unable to check system status')).toBeVisible();
      expect(within(system).getByText('2/3 systems operational')).toBeVisible();
      expect(within(system).getByText('(refresh failed, showing last data)')).toBeVisible();
      fail = false;
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(within(system).queryByText('Unable to check system status')).toBeNull();
    });

    test('a failed weather or transit refresh keeps the last data with a note', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderWithApp(panel());
      expect(await within(part('Transit')).findByText(wholeText('Route 21'))).toBeVisible();
      server.use(
        http.get('*/api/transit/metro-live', () => new HttpResponse(null, { status: 500 })),
      );
      await act(() => vi.advanceTimersByTimeAsync(60_500));
      const transit = part('Transit');
      expect(within(transit).getByText(wholeText('Route 21'))).toBeVisible();
      expect(within(transit).getByText('(refresh failed, showing last data)')).toBeVisible();
      expect(within(transit).queryByText('Transit alerts temporarily unavailable')).toBeNull();
    });
  });
});
