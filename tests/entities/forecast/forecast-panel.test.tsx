import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetPointLinks } from '@/api/feeds/forecast-fetch';
import { forgetServerClock, noteServerDate } from '@/api/server-clock';
import { forecastQuery } from '@/entities/forecast/feed';
import { TWIN_CITIES_CENTER } from '@/domain/constants';
import { ForecastPanel } from '@/entities/forecast/forecast-panel';
import { FORECAST_SPACE } from '@/entities/forecast/forecast-space';
import { demoForecast } from '@/mocks/weather-forecast';
import { server } from '../../msw-server';
import { renderWithApp } from '../../render';

const HOURLY = 'https://api.weather.gov/gridpoints/:office/:cell/forecast/hourly';
const DAILY = 'https://api.weather.gov/gridpoints/:office/:cell/forecast';

function renderPanel() {
  return renderWithApp(<ForecastPanel position={TWIN_CITIES_CENTER} place="Twin Cities" />);
}

const forecastRegion = () => screen.getByRole('region', { name: 'Forecast' });

beforeEach(() => {
  forgetPointLinks();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('a current forecast', () => {
  test('12 hours with °F, % and words; 7 days named, with High/Low; the issue time', async () => {
    renderPanel();
    const hours = await screen.findByRole('list', { name: 'Next 12 hours' });
    const hourItems = within(hours).getAllByRole('listitem');
    expect(hourItems).toHaveLength(12);
    expect(hourItems[0]).toHaveTextContent(/\d{1,2} (AM|PM)-?\d+°F/);
    expect(within(hours).getAllByText(/^\d+%$/).length).toBeGreaterThan(0);
    const days = screen.getByRole('list', { name: '7-day forecast' });
    const periods = within(days).getAllByRole('listitem');
    expect(periods.length).toBeGreaterThanOrEqual(12);
    expect(periods.length).toBeLessThanOrEqual(14);
    expect(days).toHaveTextContent(/High -?\d+°F/);
    expect(days).toHaveTextContent(/Low -?\d+°F/);
    // Each period is named by its name ("Tonight", "Thursday"…).
    expect(within(days).getAllByRole('listitem', { name: / Night$/ }).length).toBeGreaterThan(4);
    expect(forecastRegion()).toHaveTextContent(/Forecast issued \d{1,2}:\d\d (AM|PM)/);
    expect(screen.queryByText(/Out of date/)).not.toBeInTheDocument();
  });
  test('the detailed forecast opens on demand', async () => {
    const user = userEvent.setup();
    renderPanel();
    const days = await screen.findByRole('list', { name: '7-day forecast' });
    const first = within(days).getAllByRole('listitem')[0]!;
    const detail = within(first).getByText(/High near|Low around|Chance of precipitation/);
    expect(detail).not.toBeVisible();
    await user.click(within(first).getByText('Detailed forecast'));
    expect(detail).toBeVisible();
  });
  test('feed text is marked as English, for the right screen-reader voice', async () => {
    renderPanel();
    const hours = await screen.findByRole('list', { name: 'Next 12 hours' });
    expect(within(hours).getAllByText(/Snow|Cloudy|Sunny|Clear/)[0]).toHaveAttribute('lang', 'en');
  });
});

describe('an old forecast is never shown as current', () => {
  test('issued more than 12 hours ago: out of date, in words', async () => {
    server.use(
      http.get(HOURLY, () => {
        const fresh = demoForecast('hourly', 107, Date.now());
        return HttpResponse.json({
          ...fresh,
          properties: {
            ...fresh.properties,
            updateTime: new Date(Date.now() - 13 * 3_600_000).toISOString(),
          },
        } as never);
      }),
    );
    renderPanel();
    expect(
      await screen.findByText('Out of date: this forecast was issued more than 12 hours ago.'),
    ).toBeInTheDocument();
  });
  test('no issue time: said once, and never said to be 12 hours old', async () => {
    const withoutIssueTime = (kind: 'hourly' | 'daily') => () => {
      const fresh = demoForecast(kind, 107, Date.now());
      const { updateTime: _dropped, ...properties } = fresh.properties as Record<string, unknown>;
      return HttpResponse.json({ ...fresh, properties } as never);
    };
    server.use(
      http.get(HOURLY, withoutIssueTime('hourly')),
      http.get(DAILY, withoutIssueTime('daily')),
    );
    renderPanel();
    expect(await screen.findAllByText('Forecast issue time not given')).toHaveLength(1);
    expect(screen.queryByText(/issued more than 12 hours ago/)).not.toBeInTheDocument();
    expect(within(forecastRegion()).getByText('Next 12 hours')).toBeInTheDocument();
  });
  test('fewer than 6 hours ahead: out of date, and ended hours are not listed', async () => {
    server.use(
      http.get(HOURLY, () => {
        const old = demoForecast('hourly', 107, Date.now() - 43 * 3_600_000);
        return HttpResponse.json({
          ...old,
          properties: { ...old.properties, updateTime: new Date().toISOString() },
        } as never);
      }),
    );
    renderPanel();
    expect(
      await screen.findByText('Out of date: fewer than 6 hours of this forecast are still ahead.'),
    ).toBeInTheDocument();
    const hours = screen.getByRole('list', { name: 'Next 12 hours' });
    expect(within(hours).getAllByRole('listitem').length).toBeLessThan(6);
  });
});

describe("on the server's clock", () => {
  test('a device 3 hours fast keeps the hours still ahead on the server, and says no more', async () => {
    const serverTime = Date.now() - 3 * 3_600_000;
    noteServerDate(new Date(serverTime).toUTCString(), Date.now());
    try {
      server.use(
        http.get(HOURLY, () => {
          const hourly = demoForecast('hourly', 107, serverTime);
          const periods = hourly.properties.periods.slice(0, 8);
          const updateTime = new Date(serverTime).toISOString();
          return HttpResponse.json({
            ...hourly,
            properties: { ...hourly.properties, updateTime, periods },
          } as never);
        }),
      );
      renderPanel();
      const hours = await screen.findByRole('list', { name: 'Next 12 hours' });
      // Eight hours from the server's present hour: none has ended there, and more than 6 remain.
      expect(within(hours).getAllByRole('listitem')).toHaveLength(8);
      expect(screen.queryByText(/^Out of date/)).not.toBeInTheDocument();
    } finally {
      forgetServerClock();
    }
  });
});

describe('while it loads', () => {
  test('its room is held until the forecast is drawn, then the forecast takes its own height', async () => {
    renderPanel();
    expect(await screen.findByText('Loading the forecast…')).toBeInTheDocument();
    expect(forecastRegion()).toHaveClass(FORECAST_SPACE);
    await screen.findByRole('list', { name: 'Next 12 hours' });
    expect(forecastRegion()).not.toHaveClass(FORECAST_SPACE);
  });

  test('a failure holds no room: the message alone', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get(DAILY, () => HttpResponse.json({ title: 'x' }, { status: 503 })));
    renderPanel();
    await vi.advanceTimersByTimeAsync(6_000);
    await screen.findByText('Forecast temporarily unavailable');
    expect(forecastRegion()).not.toHaveClass(FORECAST_SPACE);
  });
});

describe('failures', () => {
  test('a failed first load says so, with no forecast made up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.get(DAILY, () => HttpResponse.json({ title: 'x' }, { status: 503 })));
    renderPanel();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await screen.findByText('Forecast temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Next 12 hours' })).not.toBeInTheDocument();
  });
  test('a failed refresh keeps the last good forecast with its issue time', async () => {
    const { client } = renderPanel();
    await screen.findByRole('list', { name: 'Next 12 hours' });
    server.use(http.get(HOURLY, () => HttpResponse.json({ title: 'x' }, { status: 404 })));
    await client.refetchQueries({ queryKey: forecastQuery(TWIN_CITIES_CENTER).queryKey });
    await waitFor(() =>
      expect(forecastRegion()).toHaveTextContent(
        'Forecast temporarily unavailable. Showing the last forecast received.',
      ),
    );
    expect(screen.getByRole('list', { name: 'Next 12 hours' })).toBeInTheDocument();
    expect(forecastRegion()).toHaveTextContent(/Forecast issued/);
  });
});
