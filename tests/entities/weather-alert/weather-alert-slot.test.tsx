import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { weatherAlertsFeed } from '@/entities/weather-alert/feed';
import { FeedPolling } from '@/api/feeds/polling';
import { liveUpdates } from '@/api/live-updates';
import { WeatherAlertSlot } from '@/entities/weather-alert/weather-alert-slot';
import { ALERT_FIXTURES, alertCollection } from '@/mocks/fixtures/nws-alerts';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const FEEDS = [weatherAlertsFeed];
const row = () => screen.getByRole('region', { name: 'Weather alerts' });

function answer(body: unknown, status = 200) {
  server.use(http.get('*/alerts/active', () => HttpResponse.json(body as never, { status })));
}

beforeAll(() =>
  Promise.all([
    import('@/entities/weather-alert/weather-alert-banner'),
    import('@/entities/weather-alert/weather-alerts-dialog'),
    import('@/entities/weather-alert/parse'),
  ]),
);
afterEach(() => {
  vi.useRealTimers();
  liveUpdates.setPaused(false);
});

describe('the weather alert row', () => {
  test('checking first, then the most severe alert, its counties, until when, and "+1 more"', async () => {
    renderWithApp(<WeatherAlertSlot />);
    expect(within(row()).getByText('Checking for weather alerts…')).toBeInTheDocument();
    const banner = await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    expect(banner).toHaveTextContent('Severe');
    expect(banner).toHaveTextContent('Hennepin, Ramsey, Dakota, Anoka and Washington counties');
    expect(banner).toHaveTextContent(/until \d{1,2}:\d{2} [AP]M (Sun|Mon|Tue|Wed|Thu|Fri|Sat)/);
    expect(banner).toHaveTextContent('+1 more');
    // The outstate Blizzard Warning is never shown here.
    expect(row()).not.toHaveTextContent('Blizzard');
  });

  test('a city page sees its county only', async () => {
    renderWithApp(<WeatherAlertSlot county="Scott" />);
    // Scott County has the Wind Chill Advisory only.
    const banner = await within(row()).findByRole('button', { name: /Wind Chill Advisory/ });
    expect(banner).not.toHaveTextContent('+1 more');
    expect(banner).toHaveTextContent('Minor');
  });

  test('offline, a known "no alerts" is not repeated as current: it could not check', async () => {
    answer({ type: 'FeatureCollection', features: [] });
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    renderWithApp(<WeatherAlertSlot county="Carver" />);
    expect(await within(row()).findByText('No weather alerts for Carver County')).toBeVisible();
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await within(row()).findByText("Couldn't check for weather alerts")).toBeVisible();
    expect(row()).toHaveTextContent(/last checked \d{1,2}:\d{2} [AP]M/);
    expect(row()).not.toHaveTextContent('No weather alerts');
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await within(row()).findByText('No weather alerts for Carver County')).toBeVisible();
  });

  test('no alert in force: it says so in words', async () => {
    answer({ type: 'FeatureCollection', features: [] });
    renderWithApp(<WeatherAlertSlot county="Carver" />);
    expect(await within(row()).findByText('No weather alerts for Carver County')).toBeVisible();
    expect(within(row()).queryByRole('button')).toBeNull();
  });

  test('an alert that has ended is not shown, between two checks too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const endsSoon = { ...ALERT_FIXTURES[0]!, endsHours: 0.05 }; // 3 minutes after `now`
    answer(alertCollection(now, [endsSoon]));
    renderWithApp(<WeatherAlertSlot />);
    await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(await within(row()).findByText('No weather alerts for the Twin Cities')).toBeVisible();
  });

  test('a failed check says so with the time of the last good one, and keeps its alerts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(
      <>
        <FeedPolling feeds={FEEDS} />
        <WeatherAlertSlot />
      </>,
    );
    await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    answer({ title: 'Service Unavailable' }, 503);
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 500));
    const banner = await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        /Couldn't check for weather alerts, last checked \d{1,2}:\d{2} [AP]M/,
      ),
    );
  });

  test('a check that never worked says so, never "no alerts"', async () => {
    answer({ features: 'none' });
    renderWithApp(<WeatherAlertSlot />);
    expect(await within(row()).findByText("Couldn't check for weather alerts")).toBeVisible();
    // No "last checked" when no check ever worked, and no "not checked yet" beside a failed check.
    expect(within(row()).getByRole('status')).toHaveTextContent(
      /^Couldn't check for weather alerts$/,
    );
    expect(within(row()).queryByText(/No weather alerts/)).toBeNull();
  });

  test('the dialog: every alert in full, by keyboard; Escape returns focus to the banner', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeatherAlertSlot />);
    const banner = await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    banner.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '2 weather alerts' });
    const [storm, chill] = within(dialog).getAllByRole('article');
    expect(storm).toHaveTextContent('Winter Storm Warning issued by NWS Twin Cities/Chanhassen MN');
    expect(within(storm!).getByRole('group', { name: 'What to expect' })).toHaveTextContent(
      '* WHAT...Heavy snow expected. Total snow accumulations between 8 and 12 inches.',
    );
    expect(within(storm!).getByRole('group', { name: 'What to do' })).toHaveTextContent(
      'If you must travel',
    );
    for (const label of ['Issued', 'Effective', 'Ends', 'Severity', 'Certainty', 'Urgency', 'From'])
      expect(within(storm!).getByText(label)).toBeInTheDocument();
    expect(within(storm!).getByText('Likely')).toBeInTheDocument();
    expect(chill).toHaveTextContent('Wind Chill Advisory');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(banner).toHaveFocus());
  });

  test('keeps one height whatever it says (nothing below moves)', async () => {
    answer({ features: [] });
    renderWithApp(<WeatherAlertSlot />);
    const checking = row().className;
    await within(row()).findByText('No weather alerts for the Twin Cities');
    expect(row().className).toBe(checking);
    expect(checking).toMatch(/\bh-16\b/);
  });
});

describe('announcements', () => {
  const tornado = {
    ...ALERT_FIXTURES[0]!,
    id: 'urn:oid:tornado',
    event: 'Tornado Warning',
    severity: 'Extreme' as const,
    same: ['027139'],
  };

  test('a new Extreme alert is announced once; those there at load are not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    renderWithApp(
      <>
        <FeedPolling feeds={FEEDS} />
        <WeatherAlertSlot />
      </>,
    );
    await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    const live = row().querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    answer(alertCollection(now, [...ALERT_FIXTURES, tornado]));
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 500));
    await waitFor(() =>
      expect(live).toHaveTextContent('Weather alert: Tornado Warning for Scott County until'),
    );
    const said = live.textContent;
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 + 500));
    expect(live.textContent).toBe(said);
  });

  test('nothing is announced while live updates are paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const { client } = renderWithApp(<WeatherAlertSlot />);
    await within(row()).findByRole('button', { name: /Winter Storm Warning/ });
    act(() => liveUpdates.setPaused(true));
    answer(alertCollection(now, [...ALERT_FIXTURES, tornado]));
    await act(() => client.refetchQueries({ queryKey: ['nws', 'alerts'] }));
    await within(row()).findByRole('button', { name: /Tornado Warning/ });
    expect(row().querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  test('a slow check shows "Checking…" until it answers', async () => {
    server.use(http.get('*/alerts/active', () => delay('infinite')));
    renderWithApp(<WeatherAlertSlot />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(row()).getByText('Checking for weather alerts…')).toBeVisible();
  });
});
